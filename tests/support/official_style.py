"""Query texts in the style of TravelPlanner's official ones, none copied from the public splits, each with the
structured row it was written from (tests/unit/domain/parsing/test_official_style_texts.py).

The official test split (1,000 texts, hidden) was written by GPT-4 from the same templates as the 225 public ones, with
more variety: other verbs and orders, people as words ("two people", "a solo trip", "a group of four"), dates as
"March 3rd" or "the 3rd to the 5th of March", budgets as "$2,900 budget", several local constraints in one sentence.
Each row below is stored the way the official CSV rows store it: a state as ``dest`` for a trip of 2 or 3 cities,
``visiting_city_number`` 1/2/3 for 3/5/7 days, March 2022, the local constraint under its official keys.
"""

from __future__ import annotations

from datetime import date, timedelta

from pydantic import BaseModel, ConfigDict

CITIES_FOR_DAYS = {3: 1, 5: 2, 7: 3}


class OfficialRow(BaseModel):
    """One official-style query: its text and the structured fields an official row would hold for it."""

    model_config = ConfigDict(frozen=True)

    query: str
    org: str
    dest: str
    days: int
    visiting_city_number: int
    date: list[str]
    people_number: int
    budget: int
    local_constraint: dict[str, object]


def row(text: str, org: str, dest: str, days: int, start: int, people: int, budget: int, *, house: str | None = None,
        cuisine: list[str] | None = None, room: str | None = None, transport: str | None = None) -> OfficialRow:
    """The official row of ``text``: a trip of ``days`` days from March ``start``, 2022."""
    first = date(2022, 3, start)
    return OfficialRow(
        query=text, org=org, dest=dest, days=days, visiting_city_number=CITIES_FOR_DAYS[days],
        date=[(first + timedelta(days=i)).isoformat() for i in range(days)], people_number=people, budget=budget,
        local_constraint={"house rule": house, "cuisine": cuisine, "room type": room, "transportation": transport},
    )


# --- easy: the budget only ------------------------------------------------------------------------------------------

EASY = [
    row("Could you help me arrange a 3-day trip from Tampa to Nashville, spanning March 4th to March 6th, 2022? "
        "I'll be traveling alone and my budget is $1,200.", "Tampa", "Nashville", 3, 4, 1, 1200),
    row("I'm planning a trip for one person from Boise to Seattle for 3 days, from March 11th to March 13th, 2022. "
        "The budget is $900.", "Boise", "Seattle", 3, 11, 1, 900),
    row("Please design a travel plan departing from Albany and heading to Charlotte for 3 days, spanning from March 20th "
        "to March 22nd, 2022, for a single traveler with a budget of $1,500.", "Albany", "Charlotte", 3, 20, 1, 1500),
    row("Can you create a travel itinerary for a solo trip from Austin to Denver? The trip should cover 3 days, from "
        "March 7th to March 9th, 2022, and the budget is set at $1,100.", "Austin", "Denver", 3, 7, 1, 1100),
    row("Please help me plan a trip from Omaha to Chicago lasting 3 days, from March 2nd to March 4th, 2022. The trip "
        "is for one person and the budget is $800.", "Omaha", "Chicago", 3, 2, 1, 800),
    row("I would like a 3-day travel plan from Raleigh to Miami for myself, from March 25th to March 27th, 2022, with "
        "a $2,900 budget.", "Raleigh", "Miami", 3, 25, 1, 2900),
    row("Could you put together a 3-day itinerary for me, departing from Tucson and going to San Diego from March 14th "
        "to March 16th, 2022? My total budget is $1,300.", "Tucson", "San Diego", 3, 14, 1, 1300),
    row("Design a 3-day trip for one from Richmond to Atlanta, running March 3rd through March 5th, 2022, with a budget "
        "of $1,000.", "Richmond", "Atlanta", 3, 3, 1, 1000),
    row("Plan a solo journey from Des Moines to Minneapolis over 3 days, March 18th to March 20th, 2022. The budget "
        "for the entire trip is $750.", "Des Moines", "Minneapolis", 3, 18, 1, 750),
    row("Can you help me with a travel plan departing from Buffalo to Atlanta for a duration of 3 days, from March 2nd "
        "to March 4th, 2022? I plan to travel alone and my planned budget is around $1,100.",
        "Buffalo", "Atlanta", 3, 2, 1, 1100),
    row("Please arrange a trip for one person from Milwaukee to Kansas City for 3 days, between March 21st and March "
        "23rd, 2022. The budget for this trip is $1,250.", "Milwaukee", "Kansas City", 3, 21, 1, 1250),
    row("I'm looking to travel from Little Rock to Dallas for 3 days, from the 9th to the 11th of March, 2022. It's a "
        "solo trip and I have $700 to spend.", "Little Rock", "Dallas", 3, 9, 1, 700),
    row("Could you craft a 3-day itinerary from Spokane to Portland for a single person, from March 28th to March "
        "30th, 2022, keeping the budget within $1,400?", "Spokane", "Portland", 3, 28, 1, 1400),
    row("Help me plan a trip from Pittsburgh to Boston. The trip will last 3 days, from March 15th to March 17th, 2022, "
        "and I am going alone with a budget of $1,600.", "Pittsburgh", "Boston", 3, 15, 1, 1600),
    row("Could you create a travel plan for 1 person from Louisville to New Orleans spanning 3 days, starting on March "
        "12th and ending on March 14th, 2022? The budget is $1,050.", "Louisville", "New Orleans", 3, 12, 1, 1050),
    row("I want to go from Cincinnati to Savannah for 3 days, from March 6th to March 8th, 2022. This is a trip for "
        "one, and my budget is $1,350.", "Cincinnati", "Savannah", 3, 6, 1, 1350),
    row("Please provide a travel plan for a solo traveler departing from Sacramento and heading to Las Vegas for 3 "
        "days, from March 23rd to March 25th, 2022, with a budget of $950.", "Sacramento", "Las Vegas", 3, 23, 1, 950),
    row("Can you devise a 3-day travel plan for one person from El Paso to Phoenix, from March 1st to March 3rd, 2022, "
        "with a budget of $1,000?", "El Paso", "Phoenix", 3, 1, 1, 1000),
    row("Create a 3-day itinerary for a single person traveling from Jacksonville to Washington from March 10th to "
        "March 12th, 2022. The budget for the trip is $1,800.", "Jacksonville", "Washington", 3, 10, 1, 1800),
    row("Could you please plan a trip from Hartford to Orlando for me? It will be a 3-day trip from March 17th to "
        "March 19th, 2022, and my budget is $2,000.", "Hartford", "Orlando", 3, 17, 1, 2000),
    row("I'd like to plan a 3-day solo trip from San Antonio to Memphis, from March 26th to March 28th, 2022. I have "
        "a budget of $1,150.", "San Antonio", "Memphis", 3, 26, 1, 1150),
    row("Please help me create a travel plan from Detroit to Chicago for 3 days, from March 5th to March 7th, 2022, "
        "for one person, with a budget of $600.", "Detroit", "Chicago", 3, 5, 1, 600),
    row("Could you help me arrange a 5-day trip for one person, departing from Boston and visiting 2 cities in "
        "Pennsylvania from March 8th to March 12th, 2022? The budget is $2,500.",
        "Boston", "Pennsylvania", 5, 8, 1, 2500),
    row("I'm planning a 5-day solo trip starting in Tulsa and touring 2 cities in Texas, from March 14th to March 18th, "
        "2022. My budget is $2,200.", "Tulsa", "Texas", 5, 14, 1, 2200),
    row("Please design a travel plan departing from Phoenix and heading to California for 5 days, spanning from March "
        "20th to March 24th, 2022, visiting 2 cities, for one person with a budget of $3,000.",
        "Phoenix", "California", 5, 20, 1, 3000),
    row("Can you create a 5-day itinerary for me, starting in Atlanta and exploring 2 different cities in Florida "
        "from March 2nd to March 6th, 2022? I have a budget of $2,700.", "Atlanta", "Florida", 5, 2, 1, 2700),
    row("Please plan a 5-day trip for a single traveler from Denver to Utah, covering 2 cities, from March 9th to March "
        "13th, 2022. The total budget is $2,100.", "Denver", "Utah", 5, 9, 1, 2100),
    row("Could you help me plan a trip from Chicago visiting two cities in Michigan over 5 days, from March 16th to "
        "March 20th, 2022? I'm traveling alone with a budget of $1,900.", "Chicago", "Michigan", 5, 16, 1, 1900),
    row("I'd like a 5-day travel plan for one person departing from Nashville and covering 2 cities in North Carolina "
        "from March 22nd to March 26th, 2022. The budget for this trip is $2,400.",
        "Nashville", "North Carolina", 5, 22, 1, 2400),
    row("Could you devise a 5-day itinerary for a solo traveler from Kansas City to Colorado, visiting 2 cities from "
        "March 3rd to March 7th, 2022, with a budget of $3,200?", "Kansas City", "Colorado", 5, 3, 1, 3200),
    row("Please create a travel plan from Seattle to 2 cities in Oregon for 5 days, from March 11th to March 15th, "
        "2022. It is a solo trip with a budget of $1,700.", "Seattle", "Oregon", 5, 11, 1, 1700),
    row("I need a 5-day travel itinerary for one, departing from Philadelphia and visiting 2 cities in Virginia between "
        "March 24th and March 28th, 2022. My budget is $2,050.", "Philadelphia", "Virginia", 5, 24, 1, 2050),
    row("Can you help me put together a 5-day trip from Houston to Louisiana covering 2 cities, from March 5th to March "
        "9th, 2022? The budget for this solo journey is $1,800.", "Houston", "Louisiana", 5, 5, 1, 1800),
    row("Could you craft a 5-day travel plan starting from Minneapolis and visiting 2 cities in Wisconsin, from March "
        "18th to March 22nd, 2022, for a single person with a budget of $2,300?",
        "Minneapolis", "Wisconsin", 5, 18, 1, 2300),
    row("Please help me plan a 5-day journey for one person from Indianapolis to Ohio, where I'll visit 2 cities from "
        "March 12th to March 16th, 2022. I've set aside $1,600 for the trip.", "Indianapolis", "Ohio", 5, 12, 1, 1600),
    row("Can you provide a 5-day travel plan for a solo trip from Salt Lake City to 2 cities in Idaho from March 25th "
        "to March 29th, 2022? The budget is $2,600.", "Salt Lake City", "Idaho", 5, 25, 1, 2600),
    row("I'd like to travel from Miami to Georgia and visit 2 cities there over 5 days, from March 1st to March 5th, "
        "2022. It's just me, and my budget is $2,000.", "Miami", "Georgia", 5, 1, 1, 2000),
    row("Could you help me arrange a 5-day trip from Las Vegas to Arizona, visiting 2 cities, from March 19th to March "
        "23rd, 2022? The trip is for one person and the budget is $1,500.", "Las Vegas", "Arizona", 5, 19, 1, 1500),
    row("Please design a 5-day itinerary for one departing from Orlando and covering 2 cities in South Carolina, from "
        "March 7th to March 11th, 2022, with a budget of $2,250.", "Orlando", "South Carolina", 5, 7, 1, 2250),
    row("Could you plan a 5-day trip for me from Portland to Washington, visiting 2 cities in the state from March 13th "
        "to March 17th, 2022? My budget is $1,950.", "Portland", "Washington", 5, 13, 1, 1950),
    row("Could you help me arrange a 7-day trip for one person, departing from Dallas and visiting 3 cities in "
        "California from March 10th to March 16th, 2022? The budget is $4,500.",
        "Dallas", "California", 7, 10, 1, 4500),
    row("I'm planning a week-long solo trip from Boston to New York, visiting 3 different cities, from March 20th to "
        "March 26th, 2022. My budget is $3,800.", "Boston", "New York", 7, 20, 1, 3800),
    row("Please design a travel plan departing from Charlotte and heading to Florida for 7 days, spanning from March "
        "4th to March 10th, 2022, visiting 3 cities, for one person with a budget of $4,200.",
        "Charlotte", "Florida", 7, 4, 1, 4200),
    row("Can you create a one-week itinerary for a single traveler starting in Denver and exploring 3 cities in Texas "
        "from March 15th to March 21st, 2022? The budget is $3,500.", "Denver", "Texas", 7, 15, 1, 3500),
    row("Could you help me plan a 7-day trip from Atlanta to Michigan, covering 3 cities from March 1st to March 7th, "
        "2022? I'll be traveling alone with a budget of $3,900.", "Atlanta", "Michigan", 7, 1, 1, 3900),
    row("Please create a 7-day travel itinerary for one person departing from St. Louis and visiting 3 cities in "
        "Minnesota from March 23rd to March 29th, 2022, with a budget of $4,100.",
        "St. Louis", "Minnesota", 7, 23, 1, 4100),
    row("I'd like a seven-day travel plan for myself, leaving from Chicago to tour 3 cities in Wisconsin between March "
        "8th and March 14th, 2022. The budget is $2,800.", "Chicago", "Wisconsin", 7, 8, 1, 2800),
    row("Could you devise a week-long trip for one, starting from Los Angeles and visiting three cities in Washington "
        "from March 18th to March 24th, 2022? My budget is $5,000.", "Los Angeles", "Washington", 7, 18, 1, 5000),
    row("Please plan a 7-day journey for a solo traveler from Newark to North Carolina, covering 3 cities from March "
        "12th to March 18th, 2022. The total budget is $3,300.", "Newark", "North Carolina", 7, 12, 1, 3300),
    row("Can you help me with a 7-day itinerary from Baltimore to 3 cities in Pennsylvania, from March 25th to March "
        "31st, 2022, for one person with a budget of $2,900?", "Baltimore", "Pennsylvania", 7, 25, 1, 2900),
    row("I'm looking for a 7-day travel plan for one from Memphis to Tennessee, visiting 3 cities, from March 6th to "
        "March 12th, 2022. I have a budget of $3,100.", "Memphis", "Tennessee", 7, 6, 1, 3100),
    row("Could you craft a week-long itinerary for a single person from Houston to Colorado, covering 3 different "
        "cities from March 2nd to March 8th, 2022, with a budget of $4,600?", "Houston", "Colorado", 7, 2, 1, 4600),
    row("Please help me plan a one-week trip starting in Sacramento and exploring 3 cities in Oregon from March 16th "
        "to March 22nd, 2022. It's a solo trip and the budget is $3,400.", "Sacramento", "Oregon", 7, 16, 1, 3400),
    row("Could you create a 7-day trip plan for me from Columbus to Virginia, where I'd visit 3 cities from March 19th "
        "to March 25th, 2022? My budget is $3,650.", "Columbus", "Virginia", 7, 19, 1, 3650),
    row("Please plan a trip for me starting from Sarasota to Chicago for 3 days, from March 22nd to March 24th, 2022. "
        "The budget for this trip is set at $1,900.", "Sarasota", "Chicago", 3, 22, 1, 1900),
    row("Can you provide a travel plan departing from Wichita to Denver for 3 days, from March 8th to March 10th, "
        "2022, with a budget of $1,150?", "Wichita", "Denver", 3, 8, 1, 1150),
    row("Please help me plan a trip from Bakersfield to San Francisco spanning 3 days from March 13th to March 15th, "
        "2022. The travel should be planned for a single person with a budget of $1,250.",
        "Bakersfield", "San Francisco", 3, 13, 1, 1250),
    row("Could you assist in crafting a travel itinerary for a 5-day, single-person trip departing from Jacksonville "
        "and touring 2 cities in Alabama? The travel dates should range from March 21st to March 25th, 2022, and the "
        "entire travel budget is $2,150.", "Jacksonville", "Alabama", 5, 21, 1, 2150),
    row("Can you devise a travel plan that departs from Tampa and includes 3 cities in Georgia? The trip is scheduled "
        "for 7 days from March 11th to March 17th, 2022. The trip's total budget is $3,700.",
        "Tampa", "Georgia", 7, 11, 1, 3700),
    row("Craft a travel plan for me to depart from Charleston and head to Knoxville for 3 days, from March 29th to "
        "March 31st, 2022. I will be travelling alone with a budget of $850.", "Charleston", "Knoxville", 3, 29, 1, 850),
    row("Please provide me with a travel plan that departs from Reno to Los Angeles for 3 days, from March 4th to "
        "March 6th, 2022. The budget for this solo trip is $1,450.", "Reno", "Los Angeles", 3, 4, 1, 1450),
    row("Could you plan a 5-day solo trip for me? I'll be setting off from Billings and intend to visit 2 different "
        "cities in Colorado. The travel dates are from March 14th to March 18th, 2022, and my outlined budget is "
        "$2,350.", "Billings", "Colorado", 5, 14, 1, 2350),
    row("Help me put together a 3-day trip from Grand Rapids to Milwaukee from March 3 to March 5, 2022 with a budget "
        "of $700.", "Grand Rapids", "Milwaukee", 3, 3, 1, 700),
    row("Please create a 3-day travel plan from Austin to Houston for one person from March 27th, 2022 to March 29th, "
        "2022. Budget: $650.", "Austin", "Houston", 3, 27, 1, 650),
    row("I need a travel plan from Knoxville to Chicago for 3 days (March 16th - March 18th, 2022) for one person with "
        "a budget of $1,000.", "Knoxville", "Chicago", 3, 16, 1, 1000),
    row("Could you put together a 3-day plan for a solo traveler heading from Burbank to Reno, from March 9 to March "
        "11, 2022? The whole trip should not exceed $900.", "Burbank", "Reno", 3, 9, 1, 900),
    row("I'm a solo traveler planning to go from Fort Myers to Atlanta for 3 days, from March 30th to April 1st, 2022, "
        "with a budget of $1,200.", "Fort Myers", "Atlanta", 3, 30, 1, 1200),
    row("Please plan a 3-day trip from Oakland to Seattle, from March 24th to 26th, 2022, for one person. The budget "
        "is $1,350.", "Oakland", "Seattle", 3, 24, 1, 1350),
    row("Could you arrange a 7-day trip for one person from Pittsburgh, visiting three cities in Florida from March "
        "14th through March 20th, 2022, within a budget of $4,800?", "Pittsburgh", "Florida", 7, 14, 1, 4800),
]


# --- medium: the budget and one local constraint --------------------------------------------------------------------

MEDIUM = [
    row("Could you help me arrange a 3-day trip for two people from Charlotte to Boston, from March 8th to March 10th, "
        "2022? Our budget is $2,400, and we have pets, so the accommodations must allow them.",
        "Charlotte", "Boston", 3, 8, 2, 2400, house="pets"),
    row("I'm planning a trip for 4 people from Denver to Phoenix for 3 days, from March 19th to March 21st, 2022, with "
        "a budget of $3,500. We have children under 10, so our lodging must be suitable for them.",
        "Denver", "Phoenix", 3, 19, 4, 3500, house="children under 10"),
    row("Please design a travel plan departing from Miami and heading to Atlanta for 3 days, spanning from March 2nd to "
        "March 4th, 2022, for a group of 3 with a budget of $2,700. We require accommodations that allow smoking.",
        "Miami", "Atlanta", 3, 2, 3, 2700, house="smoking"),
    row("Can you create a 3-day travel itinerary for two from Houston to Nashville between March 11th and March 13th, "
        "2022? We have a budget of $2,000 and we require accommodations that allow parties.",
        "Houston", "Nashville", 3, 11, 2, 2000, house="parties"),
    row("Could you plan a 3-day trip for 3 people from Seattle to San Francisco, from March 22nd to March 24th, 2022? "
        "Our budget is $3,300. We need accommodations that allow visitors.",
        "Seattle", "San Francisco", 3, 22, 3, 3300, house="visitors"),
    row("Please create a 3-day travel plan for two people departing from Detroit and heading to Philadelphia, from "
        "March 5th to March 7th, 2022, with a budget of $1,800. We would like to stay in private rooms.",
        "Detroit", "Philadelphia", 3, 5, 2, 1800, room="private room"),
    row("Could you devise a 3-day itinerary for a group of 5 from Atlanta to New Orleans, from March 17th to March "
        "19th, 2022? Our budget is $4,000, and we would like entire rooms for our stay.",
        "Atlanta", "New Orleans", 3, 17, 5, 4000, room="entire room"),
    row("I need a 3-day trip plan for two people from Austin to Las Vegas from March 26th to March 28th, 2022. We have "
        "a budget of $1,900 and we are fine with a shared room; in fact we would prefer shared rooms.",
        "Austin", "Las Vegas", 3, 26, 2, 1900, room="shared room"),
    row("Please help me plan a 3-day trip for 2 people from Tampa to Chicago, from March 14th to March 16th, 2022, with "
        "a budget of $2,200. We need rooms that are not shared.",
        "Tampa", "Chicago", 3, 14, 2, 2200, room="not shared room"),
    row("Can you create a 3-day travel plan for two from Boston to Washington, from March 9th to March 11th, 2022? Our "
        "budget is $1,600. We would prefer not to fly.",
        "Boston", "Washington", 3, 9, 2, 1600, transport="no flight"),
    row("Could you arrange a 3-day trip for 3 people from Orlando to Miami between March 29th and March 31st, 2022, "
        "with a budget of $2,100? We do not want to self-drive.",
        "Orlando", "Miami", 3, 29, 3, 2100, transport="no self-driving"),
    row("Please plan a 3-day trip for two from Portland to Sacramento, March 1st to March 3rd, 2022, with a budget of "
        "$1,500. We'd love to try Mexican and Italian cuisine.",
        "Portland", "Sacramento", 3, 1, 2, 1500, cuisine=["Mexican", "Italian"]),
    row("I'm planning a 3-day trip for 4 people from Chicago to Denver, from March 12th to March 14th, 2022. Our budget "
        "is $4,400, and we are interested in Chinese and Indian cuisines.",
        "Chicago", "Denver", 3, 12, 4, 4400, cuisine=["Chinese", "Indian"]),
    row("Can you help me arrange a 3-day trip for a group of 6 from San Diego to Phoenix, from March 23rd to March "
        "25th, 2022? We have a budget of $5,200 and would like to enjoy Mediterranean and French food.",
        "San Diego", "Phoenix", 3, 23, 6, 5200, cuisine=["Mediterranean", "French"]),
    row("Please design a 3-day travel plan for two people from Nashville to Atlanta, from March 6th to March 8th, "
        "2022, with a budget of $1,300. We're fond of American cuisine.",
        "Nashville", "Atlanta", 3, 6, 2, 1300, cuisine=["American"]),
    row("Could you create a 3-day itinerary for 2 people departing from Minneapolis to Milwaukee, from March 18th to "
        "March 20th, 2022? Our budget is $1,400. We will be bringing our dog, so we need pet-friendly accommodations.",
        "Minneapolis", "Milwaukee", 3, 18, 2, 1400, house="pets"),
    row("Could you help plan a 3-day trip for a family of four from Dallas to San Antonio, from March 4th to March "
        "6th, 2022? Our budget is $2,500, and since we're traveling with kids under 10, the accommodations must allow "
        "children.", "Dallas", "San Antonio", 3, 4, 4, 2500, house="children under 10"),
    row("Can you plan a 3-day journey for 8 people from Los Angeles to Las Vegas, spanning March 25th to March 27th, "
        "2022? Our budget is $6,000, and we need accommodations where parties are permitted.",
        "Los Angeles", "Las Vegas", 3, 25, 8, 6000, house="parties"),
    row("Please create a 3-day travel plan for two people traveling from Philadelphia to Pittsburgh, from March 10th to "
        "March 12th, 2022, with a budget of $1,200. We are smokers, so our accommodations should permit smoking.",
        "Philadelphia", "Pittsburgh", 3, 10, 2, 1200, house="smoking"),
    row("Could you help me plan a 3-day trip for 3 people from Cleveland to Columbus, from March 15th to March 17th, "
        "2022? The budget is $1,700. We'd like our accommodations to allow visitors.",
        "Cleveland", "Columbus", 3, 15, 3, 1700, house="visitors"),
    row("Can you design a 5-day itinerary for 2 people starting in Seattle and visiting 2 cities in California, from "
        "March 7th to March 11th, 2022? Our budget is $4,200, and we require pet-friendly accommodations.",
        "Seattle", "California", 5, 7, 2, 4200, house="pets"),
    row("I'm planning a 5-day trip for a group of 4 from Atlanta to 2 cities in Florida, from March 13th to March 17th, "
        "2022. We have a budget of $6,800. Our accommodations need to be suitable for children under 10.",
        "Atlanta", "Florida", 5, 13, 4, 6800, house="children under 10"),
    row("Please design a travel plan for 3 people departing from Chicago and heading to Texas for 5 days, visiting 2 "
        "cities from March 20th to March 24th, 2022, with a budget of $5,400. We require accommodations that allow "
        "smoking.", "Chicago", "Texas", 5, 20, 3, 5400, house="smoking"),
    row("Could you create a 5-day travel plan for two people from Denver, visiting 2 cities in Arizona from March 2nd "
        "to March 6th, 2022? Our budget is $3,100, and we'd like places that allow us to host parties.",
        "Denver", "Arizona", 5, 2, 2, 3100, house="parties"),
    row("Can you help create a 5-day itinerary for a group of 5 from Boston to New York, covering 2 cities from March "
        "16th to March 20th, 2022? The budget is $8,000. We need accommodations that permit visitors.",
        "Boston", "New York", 5, 16, 5, 8000, house="visitors"),
    row("Please plan a 5-day trip for 2 people from Miami to Georgia, visiting 2 cities from March 9th to March 13th, "
        "2022, with a budget of $3,600. We prefer private rooms.",
        "Miami", "Georgia", 5, 9, 2, 3600, room="private room"),
    row("Could you help me arrange a 5-day trip for a group of 6 from Houston to Colorado, visiting 2 cities between "
        "March 21st and March 25th, 2022? Our budget is $9,500 and we want entire homes for our stay.",
        "Houston", "Colorado", 5, 21, 6, 9500, room="entire room"),
    row("I'd like a 5-day travel plan for 3 people departing from Phoenix and touring 2 cities in Utah from March 14th "
        "to March 18th, 2022. We have a budget of $4,300. We would like rooms that are not shared.",
        "Phoenix", "Utah", 5, 14, 3, 4300, room="not shared room"),
    row("Can you create a 5-day trip plan for two people from Nashville to 2 cities in Virginia, from March 26th to "
        "March 30th, 2022? Our budget is $2,900, and we're happy to stay in shared rooms.",
        "Nashville", "Virginia", 5, 26, 2, 2900, room="shared room"),
    row("Please help plan a 5-day trip for 4 people from Las Vegas, visiting 2 cities in California from March 3rd to "
        "March 7th, 2022. Our budget is $7,200 and we prefer not to take flights.",
        "Las Vegas", "California", 5, 3, 4, 7200, transport="no flight"),
    row("Could you devise a 5-day itinerary for 2 people from Columbus to Michigan, visiting 2 cities from March 11th "
        "to March 15th, 2022? We have a budget of $2,600. We will not be self-driving.",
        "Columbus", "Michigan", 5, 11, 2, 2600, transport="no self-driving"),
    row("I need a 5-day travel plan for two people from Kansas City to 2 cities in Texas, from March 17th to March 21st, "
        "2022, with a budget of $3,000. We'd love to try Mexican and American food.",
        "Kansas City", "Texas", 5, 17, 2, 3000, cuisine=["Mexican", "American"]),
    row("Could you help create a 5-day trip for a group of 3 from Portland to Washington, visiting 2 cities from March "
        "5th to March 9th, 2022? The budget is $3,900. We enjoy Italian and Chinese cuisines.",
        "Portland", "Washington", 5, 5, 3, 3900, cuisine=["Italian", "Chinese"]),
    row("Please design a 5-day itinerary for two people from Charlotte to South Carolina, visiting 2 cities from March "
        "22nd to March 26th, 2022, with a budget of $2,800. We're interested in French and Mediterranean cuisine.",
        "Charlotte", "South Carolina", 5, 22, 2, 2800, cuisine=["French", "Mediterranean"]),
    row("Can you create a 5-day travel itinerary for a group of 7 from Minneapolis, covering 2 cities in Wisconsin from "
        "March 12th to March 16th, 2022? Our budget is $11,000. We would like to try Indian cuisine.",
        "Minneapolis", "Wisconsin", 5, 12, 7, 11000, cuisine=["Indian"]),
    row("Please plan a 5-day trip for 2 people from Salt Lake City to 2 cities in Idaho, from March 1st to March 5th, "
        "2022, with a budget of $3,300. We're bringing our cat, so we need accommodations that allow pets.",
        "Salt Lake City", "Idaho", 5, 1, 2, 3300, house="pets"),
    row("Could you create a 5-day trip for a party of 4 starting in Pittsburgh and visiting 2 cities in Ohio from "
        "March 24th to March 28th, 2022? We have a budget of $4,900. We are traveling with young children, so "
        "accommodations must allow children under 10.", "Pittsburgh", "Ohio", 5, 24, 4, 4900, house="children under 10"),
    row("Could you help me arrange a 7-day trip for two people, departing from Chicago and visiting 3 cities in "
        "California from March 8th to March 14th, 2022? Our budget is $7,000 and we need accommodations that allow "
        "pets.", "Chicago", "California", 7, 8, 2, 7000, house="pets"),
    row("I'm planning a week-long trip for 5 people from Dallas to Florida, visiting 3 cities from March 18th to March "
        "24th, 2022. We have a budget of $12,500. We have children under 10, so our accommodations must allow them.",
        "Dallas", "Florida", 7, 18, 5, 12500, house="children under 10"),
    row("Please design a 7-day travel plan for 3 people from Atlanta to New York, covering 3 cities from March 3rd to "
        "March 9th, 2022, with a budget of $6,600. We require accommodations that allow smoking.",
        "Atlanta", "New York", 7, 3, 3, 6600, house="smoking"),
    row("Could you create a 7-day itinerary for a group of 6 from Denver to Texas, visiting 3 cities from March 24th "
        "to March 30th, 2022? Our budget is $14,000, and we'd like accommodations where parties are allowed.",
        "Denver", "Texas", 7, 24, 6, 14000, house="parties"),
    row("Can you plan a one-week trip for two from Boston to Pennsylvania, visiting 3 cities from March 10th to March "
        "16th, 2022? Our budget is $4,700. We need accommodations that allow visitors.",
        "Boston", "Pennsylvania", 7, 10, 2, 4700, house="visitors"),
    row("Please help plan a 7-day trip for 4 people from Seattle to 3 cities in Oregon, from March 1st to March 7th, "
        "2022, with a budget of $8,200. We would like private rooms.",
        "Seattle", "Oregon", 7, 1, 4, 8200, room="private room"),
    row("Could you devise a 7-day trip for a group of 8 from Houston to Louisiana, visiting 3 cities from March 13th to "
        "March 19th, 2022? Our budget is $16,000 and we require entire rooms.",
        "Houston", "Louisiana", 7, 13, 8, 16000, room="entire room"),
    row("I need a week-long itinerary for two people departing from Memphis and touring 3 cities in Georgia from March "
        "20th to March 26th, 2022. Our budget is $5,100, and we'd like rooms that are not shared with others.",
        "Memphis", "Georgia", 7, 20, 2, 5100, room="not shared room"),
    row("Please plan a 7-day trip for 3 people from Philadelphia to 3 cities in North Carolina, from March 5th to "
        "March 11th, 2022, with a budget of $5,500. We don't want any flights.",
        "Philadelphia", "North Carolina", 7, 5, 3, 5500, transport="no flight"),
    row("Could you create a 7-day itinerary for two from San Francisco to 3 cities in Arizona, from March 16th to "
        "March 22nd, 2022, with a budget of $4,400? We prefer not to drive ourselves.",
        "San Francisco", "Arizona", 7, 16, 2, 4400, transport="no self-driving"),
    row("Can you plan a 7-day trip for a group of 4 from Nashville to Michigan, visiting 3 cities from March 9th to "
        "March 15th, 2022? Our budget is $9,800. We'd love to try Chinese, Mexican, and Italian food.",
        "Nashville", "Michigan", 7, 9, 4, 9800, cuisine=["Chinese", "Mexican", "Italian"]),
    row("Please design a week-long travel itinerary for two people from Tampa, visiting 3 cities in Virginia from "
        "March 22nd to March 28th, 2022, with a budget of $5,600. We prefer American and Mediterranean cuisines.",
        "Tampa", "Virginia", 7, 22, 2, 5600, cuisine=["American", "Mediterranean"]),
    row("Could you help me plan a 7-day trip for 3 people from Indianapolis to 3 cities in Illinois, from March 2nd to "
        "March 8th, 2022? The budget is $6,300. We'd like to taste French and Indian dishes.",
        "Indianapolis", "Illinois", 7, 2, 3, 6300, cuisine=["French", "Indian"]),
    row("Can you help plan a 3-day trip for two from Raleigh to Washington, from March 19th to March 21st, 2022, with "
        "a budget of $1,700? Our accommodations should be pet-friendly since we're bringing our dogs.",
        "Raleigh", "Washington", 3, 19, 2, 1700, house="pets"),
    row("Please create a 3-day travel plan for a couple from San Jose to Los Angeles from March 13th to March 15th, "
        "2022. Our budget is $2,300 and we would like an entire home/apt for our stay.",
        "San Jose", "Los Angeles", 3, 13, 2, 2300, room="entire room"),
    row("Could you arrange a 3-day trip for my partner and me from Columbus to Chicago, from March 7th to March 9th, "
        "2022? We have a budget of $1,450. We prefer not to drive.",
        "Columbus", "Chicago", 3, 7, 2, 1450, transport="no self-driving"),
    row("Can you create a 3-day itinerary for four people from Baltimore to Boston, from March 20th to March 22nd, "
        "2022? Our budget is $3,800, and we require private rooms.",
        "Baltimore", "Boston", 3, 20, 4, 3800, room="private room"),
    row("Please help me plan a 3-day trip for 2 from Oklahoma City to Dallas, between March 3rd and March 5th, 2022. "
        "Our budget is $1,100. We will be hosting visitors, so our accommodations must allow them.",
        "Oklahoma City", "Dallas", 3, 3, 2, 1100, house="visitors"),
    row("Could you plan a 3-day trip for three from Albuquerque to Denver, from March 27th to March 29th, 2022, with a "
        "budget of $2,400? We would like to avoid flying.",
        "Albuquerque", "Denver", 3, 27, 3, 2400, transport="no flight"),
    row("I'm planning a 3-day trip for 5 people from Tucson to Los Angeles, from March 15th to March 17th, 2022. Our "
        "budget is $4,500, and we would like to sample Mexican, Chinese, and American cuisines.",
        "Tucson", "Los Angeles", 3, 15, 5, 4500, cuisine=["Mexican", "Chinese", "American"]),
    row("Please create a 5-day plan for two people starting in Newark and visiting 2 cities in Massachusetts from March "
        "6th to March 10th, 2022. We have a budget of $3,400. We need accommodations where smoking is allowed.",
        "Newark", "Massachusetts", 5, 6, 2, 3400, house="smoking"),
    row("Could you help plan a 5-day trip for a group of 3 from Omaha, visiting 2 cities in Minnesota from March 19th "
        "to March 23rd, 2022? The budget is $4,100. We prefer entire rooms.",
        "Omaha", "Minnesota", 5, 19, 3, 4100, room="entire room"),
    row("Can you design a 5-day trip for two from Richmond to 2 cities in New York, from March 15th to March 19th, "
        "2022, with a budget of $3,700? We'd like to avoid self-driving.",
        "Richmond", "New York", 5, 15, 2, 3700, transport="no self-driving"),
    row("Please plan a 7-day trip for 2 people from Sacramento to Washington, visiting 3 cities from March 11th to "
        "March 17th, 2022, with a budget of $4,900. Our accommodations must allow parties.",
        "Sacramento", "Washington", 7, 11, 2, 4900, house="parties"),
    row("Could you create a 7-day itinerary for a group of 4 from St. Louis to 3 cities in Colorado from March 21st to "
        "March 27th, 2022? We have a budget of $10,200. We'll be traveling with our pets.",
        "St. Louis", "Colorado", 7, 21, 4, 10200, house="pets"),
    row("Can you help me arrange a 7-day trip for two from Fort Lauderdale to 3 cities in Tennessee, from March 4th to "
        "March 10th, 2022? Our budget is $5,200. We'd like shared rooms to keep costs down.",
        "Fort Lauderdale", "Tennessee", 7, 4, 2, 5200, room="shared room"),
    row("Please plan a 3-day trip for two people from Memphis to St. Louis from March 1st to March 3rd, 2022. The "
        "budget is $1,000, and we enjoy Italian food.", "Memphis", "St. Louis", 3, 1, 2, 1000, cuisine=["Italian"]),
    row("Could you make a 3-day travel plan for 6 people from Jacksonville to Savannah, from March 10th to March 12th, "
        "2022? Our budget is $4,800. Our group would like accommodations that allow smoking.",
        "Jacksonville", "Savannah", 3, 10, 6, 4800, house="smoking"),
    row("Can you put together a 5-day trip for two from Baltimore, covering 2 cities in Pennsylvania from March 26th "
        "to March 30th, 2022? Our budget is $2,700, and we'd like Chinese and American cuisines.",
        "Baltimore", "Pennsylvania", 5, 26, 2, 2700, cuisine=["Chinese", "American"]),
    row("Please create a 7-day plan for a group of 3 from Miami to 3 cities in Texas from March 12th to March 18th, "
        "2022. Our budget is $7,800. We require private rooms for our stay.",
        "Miami", "Texas", 7, 12, 3, 7800, room="private room"),
    row("Could you help us plan a 3-day trip for a group of four from Denver to Salt Lake City, March 5th to March "
        "7th, 2022? We have $3,200 to spend, and our accommodations must welcome visitors.",
        "Denver", "Salt Lake City", 3, 5, 4, 3200, house="visitors"),
]


# --- hard: the budget and several local constraints -----------------------------------------------------------------

HARD = [
    row("Could you help me arrange a 3-day trip for two people from Atlanta to Miami, from March 15th to March 17th, "
        "2022, with a budget of $2,500? We have pets, so accommodations must allow them, and we'd like entire rooms. "
        "We prefer not to fly.", "Atlanta", "Miami", 3, 15, 2, 2500, house="pets", room="entire room",
        transport="no flight"),
    row("I'm planning a trip for 3 people from Chicago to Nashville for 3 days, from March 8th to March 10th, 2022, "
        "with a budget of $2,800. We require accommodations that allow smoking and private rooms. We'd like to try "
        "American, Chinese, Italian, and Mexican cuisines. We will not be self-driving.", "Chicago", "Nashville", 3, 8,
        3, 2800, house="smoking", cuisine=["American", "Chinese", "Italian", "Mexican"], room="private room",
        transport="no self-driving"),
    row("Please design a travel plan departing from Dallas and heading to Denver for 3 days, spanning from March 24th "
        "to March 26th, 2022, for two people with a budget of $1,900. We need accommodations that allow parties and "
        "are not shared rooms, and we don't want to take any flights.", "Dallas", "Denver", 3, 24, 2, 1900,
        house="parties", room="not shared room", transport="no flight"),
    row("Can you create a 3-day itinerary for a group of 4 from Houston to Austin, from March 2nd to March 4th, 2022? "
        "Our budget is $2,600. We are traveling with children under 10, so the accommodations must allow them. We "
        "prefer entire rooms and would like to avoid flying.", "Houston", "Austin", 3, 2, 4, 2600,
        house="children under 10", room="entire room", transport="no flight"),
    row("Could you plan a 3-day trip for two from Boston to Philadelphia between March 18th and March 20th, 2022? Our "
        "budget is $1,500. Our lodging must allow visitors, and we'd love Indian, French, Mediterranean and Chinese "
        "food. We won't be driving ourselves.", "Boston", "Philadelphia", 3, 18, 2, 1500, house="visitors",
        cuisine=["Indian", "French", "Mediterranean", "Chinese"], transport="no self-driving"),
    row("Please plan a 3-day trip for 2 people from Seattle to Las Vegas, from March 11th to March 13th, 2022, with a "
        "budget of $2,000. We require pet-friendly, private rooms and prefer not to self-drive.",
        "Seattle", "Las Vegas", 3, 11, 2, 2000, house="pets", room="private room", transport="no self-driving"),
    row("Could you devise a 3-day travel plan for 3 people departing from Phoenix and heading to San Diego, from March "
        "28th to March 30th, 2022? We have a budget of $2,200. We require accommodations that allow smoking and "
        "should be entire rooms. We'd like to experience Mexican, American, Mediterranean, and Italian cuisines.",
        "Phoenix", "San Diego", 3, 28, 3, 2200, house="smoking", cuisine=["Mexican", "American", "Mediterranean",
                                                                          "Italian"], room="entire room"),
    row("Can you help me create a 3-day trip plan for two from Orlando to Charlotte, from March 6th to March 8th, "
        "2022? Our budget is $1,700. We need accommodations that allow children under 10 and are not shared rooms. We "
        "also prefer no flights.", "Orlando", "Charlotte", 3, 6, 2, 1700, house="children under 10",
        room="not shared room", transport="no flight"),
    row("Please create a 3-day travel itinerary for a group of 5 from Los Angeles to San Francisco, from March 20th to "
        "March 22nd, 2022, with a budget of $4,200. Our accommodations should allow parties and be entire rooms. We "
        "enjoy Chinese, Indian, French, and American cuisines. We won't be self-driving.",
        "Los Angeles", "San Francisco", 3, 20, 5, 4200, house="parties",
        cuisine=["Chinese", "Indian", "French", "American"], room="entire room", transport="no self-driving"),
    row("Could you arrange a 3-day trip for two people from Minneapolis to Chicago, from March 13th to March 15th, "
        "2022? We have a budget of $1,300. We need accommodations that allow visitors and provide private rooms, and "
        "we'd prefer not to fly.", "Minneapolis", "Chicago", 3, 13, 2, 1300, house="visitors", room="private room",
        transport="no flight"),
    row("I need a 3-day trip plan for two from Nashville to New Orleans, March 4th to March 6th, 2022, with a budget "
        "of $1,600. We'll be bringing our pets and would like to try Mediterranean, Mexican, Chinese, and French "
        "cuisines. We don't plan on self-driving.", "Nashville", "New Orleans", 3, 4, 2, 1600, house="pets",
        cuisine=["Mediterranean", "Mexican", "Chinese", "French"], transport="no self-driving"),
    row("Please help plan a 3-day trip for 2 people from Denver to Salt Lake City, from March 22nd to March 24th, "
        "2022, with a budget of $1,400. We require accommodations that allow smoking and offer non-shared rooms. We'd "
        "rather not fly.", "Denver", "Salt Lake City", 3, 22, 2, 1400, house="smoking", room="not shared room",
        transport="no flight"),
    row("Can you create a 3-day travel plan for a group of 3 from Tampa to Atlanta, from March 9th to March 11th, 2022? "
        "Our budget is $2,100. We have kids under 10, we'd like private rooms, and we enjoy Italian, American, Indian, "
        "and Mexican food.", "Tampa", "Atlanta", 3, 9, 3, 2100, house="children under 10",
        cuisine=["Italian", "American", "Indian", "Mexican"], room="private room"),
    row("Could you help plan a 3-day journey for two from San Antonio to Houston, from March 16th to March 18th, 2022? "
        "Our budget is $1,200. We require accommodations that allow parties, and we'd prefer shared rooms. We won't "
        "be taking any flights.", "San Antonio", "Houston", 3, 16, 2, 1200, house="parties", room="shared room",
        transport="no flight"),
    row("Please create a 3-day trip for two people from Cleveland to Pittsburgh, from March 26th to March 28th, 2022, "
        "with a budget of $1,100. We need accommodations that allow visitors, and we'd like to try French, Chinese, "
        "Mediterranean, and American food. We do not plan to drive ourselves.", "Cleveland", "Pittsburgh", 3, 26, 2,
        1100, house="visitors", cuisine=["French", "Chinese", "Mediterranean", "American"],
        transport="no self-driving"),
    row("Could you help me arrange a 5-day trip for two people, departing from Boston and visiting 2 cities in New York "
        "from March 3rd to March 7th, 2022? Our budget is $3,200. We need pet-friendly accommodations with entire "
        "rooms, and we prefer not to fly.", "Boston", "New York", 5, 3, 2, 3200, house="pets", room="entire room",
        transport="no flight"),
    row("I'm planning a 5-day trip for a group of 4 from Atlanta, visiting 2 cities in Florida from March 10th to March "
        "14th, 2022. Our budget is $6,200. We need accommodations that allow children under 10 and private rooms, "
        "and we'd like American, Italian, Chinese, and Mexican cuisines. We won't be self-driving.",
        "Atlanta", "Florida", 5, 10, 4, 6200, house="children under 10",
        cuisine=["American", "Italian", "Chinese", "Mexican"], room="private room", transport="no self-driving"),
    row("Please design a travel plan departing from Denver and heading to California for 5 days, visiting 2 cities "
        "from March 17th to March 21st, 2022, for 3 people with a budget of $4,800. We require accommodations that "
        "allow smoking and are not shared rooms. We prefer not to fly.", "Denver", "California", 5, 17, 3, 4800,
        house="smoking", room="not shared room", transport="no flight"),
    row("Can you create a 5-day itinerary for two from Chicago to 2 cities in Michigan, from March 21st to March 25th, "
        "2022? Our budget is $2,400. We need accommodations where parties are allowed, and we'd like to try Indian, "
        "Mediterranean, French, and Mexican cuisines.", "Chicago", "Michigan", 5, 21, 2, 2400, house="parties",
        cuisine=["Indian", "Mediterranean", "French", "Mexican"]),
    row("Could you plan a 5-day trip for a group of 5 from Houston to Texas, covering 2 cities from March 5th to March "
        "9th, 2022? We have a budget of $7,500. We require accommodations that allow visitors and entire rooms. We "
        "will not be self-driving.", "Houston", "Texas", 5, 5, 5, 7500, house="visitors", room="entire room",
        transport="no self-driving"),
    row("Please help me plan a 5-day trip for 2 people from Seattle to 2 cities in Oregon, from March 12th to March "
        "16th, 2022, with a budget of $2,900. We have pets, and we'd like to enjoy Chinese, American, Italian, and "
        "French food. No flights, please.", "Seattle", "Oregon", 5, 12, 2, 2900, house="pets",
        cuisine=["Chinese", "American", "Italian", "French"], transport="no flight"),
    row("Can you design a 5-day itinerary for 3 people from Phoenix to 2 cities in Colorado, from March 25th to March "
        "29th, 2022? Our budget is $4,600. We need smoking-friendly accommodations with private rooms, and we'd prefer "
        "not to drive.", "Phoenix", "Colorado", 5, 25, 3, 4600, house="smoking", room="private room",
        transport="no self-driving"),
    row("Could you create a 5-day plan for two people starting in Nashville and visiting 2 cities in Georgia, from "
        "March 1st to March 5th, 2022? We have a budget of $2,500. Our accommodations must allow children under 10 "
        "and should not be shared. We'd like to avoid flights.", "Nashville", "Georgia", 5, 1, 2, 2500,
        house="children under 10", room="not shared room", transport="no flight"),
    row("Please plan a 5-day trip for a group of 6 from Philadelphia to 2 cities in Virginia, from March 14th to March "
        "18th, 2022, with a budget of $9,000. We require accommodations that allow parties and entire rooms. We enjoy "
        "Mexican, Indian, American, and Mediterranean cuisines.", "Philadelphia", "Virginia", 5, 14, 6, 9000,
        house="parties", cuisine=["Mexican", "Indian", "American", "Mediterranean"], room="entire room"),
    row("Could you help plan a 5-day trip for two from Memphis, covering 2 cities in Tennessee from March 23rd to March "
        "27th, 2022? Our budget is $2,200. We need accommodations that allow visitors and private rooms. We won't be "
        "flying.", "Memphis", "Tennessee", 5, 23, 2, 2200, house="visitors", room="private room",
        transport="no flight"),
    row("Can you help me arrange a 5-day trip for 2 people from Los Angeles to 2 cities in Arizona, from March 8th to "
        "March 12th, 2022? Our budget is $2,600. We're bringing our pets, we want private rooms, and we'd love Italian, "
        "Mexican, Chinese, and American food. We prefer not to self-drive.", "Los Angeles", "Arizona", 5, 8, 2, 2600,
        house="pets", cuisine=["Italian", "Mexican", "Chinese", "American"], room="private room",
        transport="no self-driving"),
    row("Please create a 5-day itinerary for a group of 4 from Miami to 2 cities in South Carolina, from March 18th to "
        "March 22nd, 2022, with a budget of $5,800. Our accommodations should allow smoking, and we'd like to try "
        "French, Mediterranean, Indian, and Chinese cuisines. We won't take any flights.",
        "Miami", "South Carolina", 5, 18, 4, 5800, house="smoking",
        cuisine=["French", "Mediterranean", "Indian", "Chinese"], transport="no flight"),
    row("Could you devise a 5-day trip for two from Indianapolis to 2 cities in Illinois from March 7th to March 11th, "
        "2022? We have a budget of $2,300. We need accommodations for children under 10 with entire rooms, and we "
        "don't plan to self-drive.", "Indianapolis", "Illinois", 5, 7, 2, 2300, house="children under 10",
        room="entire room", transport="no self-driving"),
    row("I need a 5-day travel plan for 3 people from Kansas City to 2 cities in Missouri, from March 27th to March "
        "31st, 2022. Our budget is $3,600. We'd like accommodations that allow parties and are not shared rooms, and we "
        "prefer no flights.", "Kansas City", "Missouri", 5, 27, 3, 3600, house="parties", room="not shared room",
        transport="no flight"),
    row("Please help plan a 5-day journey for two from Salt Lake City to 2 cities in Montana, from March 2nd to March "
        "6th, 2022, with a budget of $3,000. Our accommodations must allow visitors, and we're interested in American, "
        "Chinese, Mexican, and Italian cuisines. We will not be self-driving.", "Salt Lake City", "Montana", 5, 2, 2,
        3000, house="visitors", cuisine=["American", "Chinese", "Mexican", "Italian"], transport="no self-driving"),
    row("Could you help me arrange a 7-day trip for two people, departing from Dallas and visiting 3 cities in "
        "California from March 12th to March 18th, 2022? Our budget is $6,500. We have pets, we'd like entire rooms, "
        "and we prefer not to fly.", "Dallas", "California", 7, 12, 2, 6500, house="pets", room="entire room",
        transport="no flight"),
    row("I'm planning a week-long trip for a group of 4 from Chicago to Florida, visiting 3 cities from March 20th to "
        "March 26th, 2022. Our budget is $11,200. We need accommodations that allow children under 10 and private "
        "rooms. We'd like to try American, Mexican, Italian, and Chinese cuisines, and we won't be self-driving.",
        "Chicago", "Florida", 7, 20, 4, 11200, house="children under 10",
        cuisine=["American", "Mexican", "Italian", "Chinese"], room="private room", transport="no self-driving"),
    row("Please design a travel plan departing from Atlanta and heading to Texas for 7 days, visiting 3 cities from "
        "March 1st to March 7th, 2022, for two people with a budget of $5,400. We require accommodations that allow "
        "smoking and are not shared rooms. We'd rather avoid flying.", "Atlanta", "Texas", 7, 1, 2, 5400,
        house="smoking", room="not shared room", transport="no flight"),
    row("Can you create a 7-day itinerary for a group of 3 from Boston to 3 cities in New York, from March 15th to "
        "March 21st, 2022? Our budget is $6,900. We need accommodations that allow parties, and we'd like to enjoy "
        "Indian, French, Chinese, and Mediterranean food.", "Boston", "New York", 7, 15, 3, 6900, house="parties",
        cuisine=["Indian", "French", "Chinese", "Mediterranean"]),
    row("Could you plan a 7-day trip for two from Denver to 3 cities in Washington, from March 5th to March 11th, "
        "2022? We have a budget of $4,300. We need accommodations that allow visitors and entire rooms. We will not be "
        "driving ourselves.", "Denver", "Washington", 7, 5, 2, 4300, house="visitors", room="entire room",
        transport="no self-driving"),
    row("Please help me plan a one-week trip for 2 people from Houston to 3 cities in Colorado, from March 22nd to "
        "March 28th, 2022, with a budget of $5,000. We'll be bringing our dog, and we'd love to try Mexican, American, "
        "Chinese, and Italian food. We won't be flying.", "Houston", "Colorado", 7, 22, 2, 5000, house="pets",
        cuisine=["Mexican", "American", "Chinese", "Italian"], transport="no flight"),
    row("Can you design a 7-day itinerary for 3 people from Phoenix to 3 cities in Utah, from March 9th to March 15th, "
        "2022? Our budget is $5,700. We need accommodations that allow smoking and private rooms, and we don't plan to "
        "self-drive.", "Phoenix", "Utah", 7, 9, 3, 5700, house="smoking", room="private room",
        transport="no self-driving"),
    row("Could you create a 7-day plan for a group of 5 starting in Nashville and visiting 3 cities in North Carolina, "
        "from March 16th to March 22nd, 2022? We have a budget of $10,500. Our accommodations must allow children "
        "under 10 and provide entire rooms. We'd like to avoid flights.", "Nashville", "North Carolina", 7, 16, 5,
        10500, house="children under 10", room="entire room", transport="no flight"),
    row("Please plan a 7-day trip for two from Philadelphia to 3 cities in Pennsylvania, from March 3rd to March 9th, "
        "2022, with a budget of $3,900. We require accommodations that allow parties and shared rooms. We enjoy "
        "Chinese, Mediterranean, Mexican, and French cuisines.", "Philadelphia", "Pennsylvania", 7, 3, 2, 3900,
        house="parties", cuisine=["Chinese", "Mediterranean", "Mexican", "French"], room="shared room"),
    row("Could you help plan a week-long trip for 4 people from Minneapolis, covering 3 cities in Wisconsin from March "
        "25th to March 31st, 2022? Our budget is $8,600. We need accommodations that allow visitors and are not "
        "shared. We won't be flying.", "Minneapolis", "Wisconsin", 7, 25, 4, 8600, house="visitors",
        room="not shared room", transport="no flight"),
    row("Can you help me arrange a 7-day trip for two from Los Angeles to 3 cities in Oregon, from March 10th to March "
        "16th, 2022? Our budget is $4,700. We have pets and would like private rooms. We'd love Italian, Indian, "
        "American, and Mediterranean cuisines, and we prefer not to self-drive.", "Los Angeles", "Oregon", 7, 10, 2,
        4700, house="pets", cuisine=["Italian", "Indian", "American", "Mediterranean"], room="private room",
        transport="no self-driving"),
    row("Please create a 7-day itinerary for a group of 6 from Miami to 3 cities in Georgia, from March 4th to March "
        "10th, 2022, with a budget of $12,800. Our accommodations should allow smoking, and we'd like to taste French, "
        "Chinese, American, and Mexican dishes. No flights for us.", "Miami", "Georgia", 7, 4, 6, 12800,
        house="smoking", cuisine=["French", "Chinese", "American", "Mexican"], transport="no flight"),
    row("Could you devise a 7-day trip for two from St. Louis to 3 cities in Michigan from March 18th to March 24th, "
        "2022? We have a budget of $4,100. We need accommodations suitable for children under 10 with entire rooms, "
        "and we won't be self-driving.", "St. Louis", "Michigan", 7, 18, 2, 4100, house="children under 10",
        room="entire room", transport="no self-driving"),
    row("I need a week-long travel plan for 3 people from San Jose to 3 cities in Arizona, from March 6th to March "
        "12th, 2022. Our budget is $6,000. We'd like accommodations that allow parties and are not shared rooms, and "
        "we prefer not to fly.", "San Jose", "Arizona", 7, 6, 3, 6000, house="parties", room="not shared room",
        transport="no flight"),
    row("Please help plan a 7-day journey for two from Salt Lake City to 3 cities in Idaho, from March 13th to March "
        "19th, 2022, with a budget of $3,500. Our accommodations must allow visitors, and we're interested in Mexican, "
        "Chinese, Italian, and American food. We will not be self-driving.", "Salt Lake City", "Idaho", 7, 13, 2,
        3500, house="visitors", cuisine=["Mexican", "Chinese", "Italian", "American"], transport="no self-driving"),
    row("Could you help me plan a 3-day trip for 2 people from Charlotte to Washington, March 23rd to March 25th, 2022, "
        "with a budget of $1,800? We need accommodations that allow pets and are entire homes, and we'd prefer not to "
        "fly.", "Charlotte", "Washington", 3, 23, 2, 1800, house="pets", room="entire room", transport="no flight"),
    row("We are a group of 4 looking for a 3-day trip from Pittsburgh to Baltimore, March 12th to March 14th, 2022. "
        "Our budget is $2,900. We need accommodations that allow smoking and entire rooms, and we won't be "
        "self-driving.", "Pittsburgh", "Baltimore", 3, 12, 4, 2900, house="smoking", room="entire room",
        transport="no self-driving"),
    row("Could you help arrange a 3-day travel plan from Kansas City to Omaha for two from March 20th to March 22nd, "
        "2022? We have a budget of $1,000. For our stay, we require accommodations that are conducive to hosting "
        "parties and should ideally be private rooms. We would prefer a journey that does not involve flying.",
        "Kansas City", "Omaha", 3, 20, 2, 1000, house="parties", room="private room", transport="no flight"),
    row("Please plan a 3-day trip for a party of 3 from Richmond to Charlotte from March 1st to March 3rd, 2022, with a "
        "budget of $1,500. We'll have children under 10 with us, we'd like Chinese, American, Mexican, and Indian "
        "food, and we won't be taking flights.", "Richmond", "Charlotte", 3, 1, 3, 1500, house="children under 10",
        cuisine=["Chinese", "American", "Mexican", "Indian"], transport="no flight"),
    row("Can you create a 3-day travel plan for two departing from Sacramento and traveling to Portland from March 7th "
        "to March 9th, 2022? Our budget is set at $1,600. We require accommodations that allow visitors and should not "
        "be shared rooms. We'd like to try Italian, French, Mediterranean, and Chinese cuisines.",
        "Sacramento", "Portland", 3, 7, 2, 1600, house="visitors",
        cuisine=["Italian", "French", "Mediterranean", "Chinese"], room="not shared room"),
    row("Could you help me plan a 5-day trip for two from Newark to 2 cities in North Carolina from March 8th to March "
        "12th, 2022? Our budget is $3,100. We need pet-friendly accommodations and private rooms, and we prefer not to "
        "fly.", "Newark", "North Carolina", 5, 8, 2, 3100, house="pets", room="private room", transport="no flight"),
    row("Please create a 5-day itinerary for a group of 3 from Tampa to 2 cities in Alabama, from March 24th to March "
        "28th, 2022, with a budget of $3,300. We require accommodations that allow smoking and entire rooms. We won't "
        "be self-driving.", "Tampa", "Alabama", 5, 24, 3, 3300, house="smoking", room="entire room",
        transport="no self-driving"),
    row("Can you help plan a 5-day trip for 2 people from Cincinnati to 2 cities in Ohio, from March 15th to March "
        "19th, 2022? Our budget is $1,900. Our accommodations must permit children under 10, we'd like to try "
        "American, Italian, Mexican, and Chinese cuisines, and we will not be taking any flights.",
        "Cincinnati", "Ohio", 5, 15, 2, 1900, house="children under 10",
        cuisine=["American", "Italian", "Mexican", "Chinese"], transport="no flight"),
    row("Could you plan a 5-day trip for a group of 4 from San Diego to 2 cities in Nevada from March 10th to March "
        "14th, 2022, with a budget of $5,600? We need accommodations where parties are allowed and entire rooms. We "
        "do not plan to self-drive.", "San Diego", "Nevada", 5, 10, 4, 5600, house="parties", room="entire room",
        transport="no self-driving"),
    row("Please help me arrange a 5-day trip for two from Orlando to 2 cities in Louisiana, from March 29th to April "
        "2nd, 2022. Our budget is $2,700. We need accommodations that allow visitors and private rooms, and we'd love "
        "to try Mediterranean, Chinese, French, and Indian food.", "Orlando", "Louisiana", 5, 29, 2, 2700,
        house="visitors", cuisine=["Mediterranean", "Chinese", "French", "Indian"], room="private room"),
    row("Could you help me arrange a 7-day trip for 2 people from Boston to 3 cities in Virginia, from March 2nd to "
        "March 8th, 2022? Our budget is $4,000. We'll be traveling with our pets, and we'd like to try American, "
        "Mexican, French, and Italian cuisines. We won't be self-driving.", "Boston", "Virginia", 7, 2, 2, 4000,
        house="pets", cuisine=["American", "Mexican", "French", "Italian"], transport="no self-driving"),
    row("Please plan a 7-day trip for a group of 5 from Chicago to 3 cities in Minnesota, from March 14th to March "
        "20th, 2022, with a budget of $9,900. We require accommodations that allow smoking and private rooms, and we "
        "prefer not to fly.", "Chicago", "Minnesota", 7, 14, 5, 9900, house="smoking", room="private room",
        transport="no flight"),
    row("Can you create a 7-day itinerary for two people from Las Vegas to 3 cities in California, from March 23rd to "
        "March 29th, 2022? Our budget is $4,500. We need accommodations suitable for children under 10 and not shared "
        "rooms. We'd like Indian, Chinese, Mediterranean, and Mexican food.", "Las Vegas", "California", 7, 23, 2,
        4500, house="children under 10", cuisine=["Indian", "Chinese", "Mediterranean", "Mexican"],
        room="not shared room"),
    row("Could you plan a week-long trip for 3 people from Jacksonville to 3 cities in South Carolina from March 7th to "
        "March 13th, 2022? We have a budget of $5,200. We need accommodations that allow parties and entire rooms, "
        "and we won't be flying.", "Jacksonville", "South Carolina", 7, 7, 3, 5200, house="parties",
        room="entire room", transport="no flight"),
    row("Please design a 7-day travel plan for two from Oklahoma City to 3 cities in Texas, from March 19th to March "
        "25th, 2022, with a budget of $3,800. Our accommodations must allow visitors and be private rooms, and we do "
        "not plan to self-drive.", "Oklahoma City", "Texas", 7, 19, 2, 3800, house="visitors", room="private room",
        transport="no self-driving"),
    row("I'd like a 7-day trip for a group of 8 from Seattle to 3 cities in Montana from March 11th to March 17th, "
        "2022. Our budget is $18,000. We're bringing pets, we want entire rooms, and we'd like to avoid flying.",
        "Seattle", "Montana", 7, 11, 8, 18000, house="pets", room="entire room", transport="no flight"),
    row("Could you help me plan a 3-day trip for 2 people from Columbus to Detroit, March 25th to March 27th, 2022, "
        "with a budget of $1,300? We require accommodations that allow smoking, and we'd like Chinese and Mexican "
        "food. We'd prefer not to fly.", "Columbus", "Detroit", 3, 25, 2, 1300, house="smoking",
        cuisine=["Chinese", "Mexican"], transport="no flight"),
    row("Please create a 3-day travel plan for a group of 7 from New York to Boston, from March 17th to March 19th, "
        "2022, with a budget of $6,300. We need accommodations that allow parties and entire rooms, and we will not "
        "be self-driving.", "New York", "Boston", 3, 17, 7, 6300, house="parties", room="entire room",
        transport="no self-driving"),
    row("Can you help plan a 5-day trip for two from Portland to 2 cities in California, from March 4th to March 8th, "
        "2022? Our budget is $3,400. We need accommodations that allow visitors and we'd like not shared rooms. No "
        "flights please.", "Portland", "California", 5, 4, 2, 3400, house="visitors", room="not shared room",
        transport="no flight"),
    row("Could you create a 5-day plan for 3 people starting in Raleigh and visiting 2 cities in Georgia from March "
        "11th to March 15th, 2022? We have a budget of $3,900. We'll be traveling with our pets, we'd like entire "
        "rooms, and we enjoy American and Italian food. We won't be self-driving.", "Raleigh", "Georgia", 5, 11, 3,
        3900, house="pets", cuisine=["American", "Italian"], room="entire room", transport="no self-driving"),
    row("Please plan a 7-day trip for two from Albuquerque to 3 cities in Colorado, from March 8th to March 14th, "
        "2022, with a budget of $4,200. We need accommodations that allow children under 10 and private rooms, and "
        "we'd prefer not to take flights.", "Albuquerque", "Colorado", 7, 8, 2, 4200, house="children under 10",
        room="private room", transport="no flight"),
    row("Could you help arrange a 7-day journey for a group of 4 from Detroit to 3 cities in Illinois, from March "
        "24th to March 30th, 2022, with a budget of $7,600? We require accommodations that allow smoking. We'd love "
        "to try French, Mexican, Chinese, and Indian food, and we won't be self-driving.", "Detroit", "Illinois", 7,
        24, 4, 7600, house="smoking", cuisine=["French", "Mexican", "Chinese", "Indian"],
        transport="no self-driving"),
]


# --- the same requests as people word them otherwise: other verbs, orders, punctuation and number shapes -------------

VARIED = [
    row("Could you help me arrange a trip for two people? We're leaving from Tampa and heading to Boston for 3 days, "
        "March 3rd to March 5th, 2022, on a $2,100 budget.", "Tampa", "Boston", 3, 3, 2, 2100),
    row("With a budget of $3,000, I'd like to plan a 3-day trip from Houston to Chicago for a group of three, from "
        "March 21st to March 23rd, 2022.", "Houston", "Chicago", 3, 21, 3, 3000),
    row("From March 14th to March 16th, 2022, two people will travel from Atlanta to Nashville. Can you plan this "
        "3-day trip with a budget of $1,500?", "Atlanta", "Nashville", 3, 14, 2, 1500),
    row("Please plan a 3-day trip from Denver to Las Vegas for four people, March 8-10, 2022. The budget is $3,600.",
        "Denver", "Las Vegas", 3, 8, 4, 3600),
    row("I am traveling with my wife from Phoenix to San Diego for 3 days, from March 19th to March 21st, 2022. Our "
        "budget is $1,700.", "Phoenix", "San Diego", 3, 19, 2, 1700),
    row("Can you organize a 3-day getaway for a couple from Miami to Orlando, from the 11th to the 13th of March 2022? "
        "We can spend $1,200 in total.", "Miami", "Orlando", 3, 11, 2, 1200),
    row("Plan a trip for 2 adults from Chicago to Minneapolis, 3 days, March 2nd through March 4th, 2022, budget "
        "$1,400.", "Chicago", "Minneapolis", 3, 2, 2, 1400),
    row("Could you help me plan a 3-day trip from Seattle to Portland for five people, starting on March 26th, 2022 "
        "and ending on March 28th, 2022? We have a total budget of $3,500.", "Seattle", "Portland", 3, 26, 5, 3500),
    row("Can you help me arrange a 5-day trip for a group of four friends from Dallas, visiting two cities in "
        "Louisiana from March 6th to March 10th, 2022? Our total budget is $5,000.",
        "Dallas", "Louisiana", 5, 6, 4, 5000),
    row("My husband and I would like a 5-day itinerary from Boston that covers 2 cities in Pennsylvania, between March "
        "17th and March 21st, 2022. We have a budget of $2,600.", "Boston", "Pennsylvania", 5, 17, 2, 2600),
    row("We are a family of four planning a 7-day trip from Atlanta to 3 cities in Florida, from March 19th to March "
        "25th, 2022. Our budget is $8,000.", "Atlanta", "Florida", 7, 19, 4, 8000),
    row("Please plan a 7-day trip for six travelers departing from Denver to visit 3 cities in Texas from March 9th "
        "to March 15th, 2022, with a total budget of $13,500.", "Denver", "Texas", 7, 9, 6, 13500),
    row("Could you plan a trip for 2 from Nashville to Charlotte for three days, March 22nd to 24th, 2022, with a "
        "budget of $1,250? We have pets with us.", "Nashville", "Charlotte", 3, 22, 2, 1250, house="pets"),
    row("I'd like to plan a 3-day trip for three from San Francisco to Los Angeles, March 5th - March 7th, 2022, "
        "budget $2,400; we require private rooms and would prefer not to fly.", "San Francisco", "Los Angeles", 3, 5,
        3, 2400, room="private room", transport="no flight"),
    row("Please create a travel itinerary for two travelers from Raleigh to Atlanta, lasting 3 days from March 28, "
        "2022 to March 30, 2022. We have a budget of $1,650 and we want accommodations where smoking is allowed.",
        "Raleigh", "Atlanta", 3, 28, 2, 1650, house="smoking"),
    row("We're two people planning a 5-day trip from Chicago to Wisconsin, visiting 2 cities from March 1st to March "
        "5th, 2022. Our budget is $2,000, and we need accommodations that allow visitors and private rooms.",
        "Chicago", "Wisconsin", 5, 1, 2, 2000, house="visitors", room="private room"),
    row("Could you help a group of 3 plan a week-long trip from Houston to Colorado, visiting 3 cities from March "
        "10th to March 16th, 2022? The budget is $6,400. We would like to stay in entire rooms and we will not drive "
        "ourselves.", "Houston", "Colorado", 7, 10, 3, 6400, room="entire room", transport="no self-driving"),
    row("Hi! Could you plan a 3-day trip for me and a friend from Detroit to Chicago, from March 11th to March 13th, "
        "2022? Our budget is $1,300. We'd like to try Italian and Chinese food.", "Detroit", "Chicago", 3, 11, 2, 1300,
        cuisine=["Italian", "Chinese"]),
    row("Please put together a travel plan for a group of 5 leaving Salt Lake City for 2 cities in California, from "
        "March 20th to March 24th, 2022, with a budget of $7,000. We require accommodations where parties are "
        "permitted and entire rooms, and we'd like to avoid self-driving.", "Salt Lake City", "California", 5, 20, 5,
        7000, house="parties", room="entire room", transport="no self-driving"),
    row("I would like a plan for a solo trip from New Orleans to Houston for 3 days, March 16th to March 18th, 2022, "
        "with a budget of $950. I'm a smoker, so I need accommodations that allow smoking.",
        "New Orleans", "Houston", 3, 16, 1, 950, house="smoking"),
    row("Please plan a 3-day trip for one person from Orlando to Atlanta, from March 2nd to March 4th, 2022, with a "
        "budget of $1,100. I would like a private room and I don't want to fly.", "Orlando", "Atlanta", 3, 2, 1, 1100,
        room="private room", transport="no flight"),
    row("Could you devise a 5-day trip for one person from Portland to 2 cities in Washington, from March 15th to "
        "March 19th, 2022, with a budget of $1,800? I'd like to try Mexican and Mediterranean cuisines.",
        "Portland", "Washington", 5, 15, 1, 1800, cuisine=["Mexican", "Mediterranean"]),
    row("Could you please plan a 7-day trip for me from Boston to 3 cities in New York from March 21st to March 27th, "
        "2022? My budget is $3,700. I'll be traveling with my dog, so I need pet-friendly places to stay.",
        "Boston", "New York", 7, 21, 1, 3700, house="pets"),
    row("Can you plan a trip for 2 people from Miami to Tampa for 3 days starting March 9th, 2022? Our budget is "
        "$1,000 and we need accommodations that allow children under 10.", "Miami", "Tampa", 3, 9, 2, 1000,
        house="children under 10"),
    row("Plan a 3-day trip from Dallas to Houston for a group of 8 people between March 24th and March 26th, 2022. The "
        "budget is $5,600, and we want accommodations that allow parties and are entire rooms. We also want to avoid "
        "flights.", "Dallas", "Houston", 3, 24, 8, 5600, house="parties", room="entire room", transport="no flight"),
    row("Could you create a 5-day trip for a party of 2 from Memphis to 2 cities in Texas, from March 3rd to March 7th, "
        "2022? Our budget is $2,500. We require accommodations that allow visitors, we'd like shared rooms, and we "
        "enjoy Indian and French cuisines.", "Memphis", "Texas", 5, 3, 2, 2500, house="visitors",
        cuisine=["Indian", "French"], room="shared room"),
    row("Can you suggest a 3-day travel plan for 3 people from Charlotte to Nashville, from March 12th to March 14th, "
        "2022? We have a budget of $2,100. Our accommodations should be private rooms, and we'd like to try American, "
        "Italian, and Chinese food.", "Charlotte", "Nashville", 3, 12, 3, 2100,
        cuisine=["American", "Italian", "Chinese"], room="private room"),
    row("I'm organizing a 7-day trip for 4 people from Philadelphia to 3 cities in Virginia, from March 16th to March "
        "22nd, 2022. The budget is $7,200. We'll have children under 10, so the accommodations must allow them, and "
        "we won't be taking any flights.", "Philadelphia", "Virginia", 7, 16, 4, 7200, house="children under 10",
        transport="no flight"),
    row("Please arrange a 5-day trip for 2 people starting from Las Vegas and visiting 2 cities in Utah from March "
        "26th to March 30th, 2022. We have a budget of $2,800. We need smoking-friendly accommodations, and we will "
        "not self-drive.", "Las Vegas", "Utah", 5, 26, 2, 2800, house="smoking", transport="no self-driving"),
    row("Could you help me arrange a trip from Minneapolis to Denver? It will be 3 days, from March 4th to March 6th, "
        "2022, for 2 people, with a budget of $1,700. We prefer accommodations with entire rooms that allow pets.",
        "Minneapolis", "Denver", 3, 4, 2, 1700, house="pets", room="entire room"),
]


# --- written after the first four scored 232 of 234 on HEAD: the shapes the public texts do not show ---------------------

SHAPES = [
    row("Could you help me arrange a three-day trip for a party of eight from Houston to Dallas, March 6th to March "
        "8th, 2022? Our budget cap is $6,400.", "Houston", "Dallas", 3, 6, 8, 6400),
    row("I'm planning a trip for the two of us from Chicago to Detroit, 3 days, from March 3rd-5th, 2022, with a "
        "$2,900 budget.", "Chicago", "Detroit", 3, 3, 2, 2900),
    row("Please design a travel plan for 3 travelers departing from Atlanta to Charlotte from 14 March 2022 to 16 March "
        "2022. The total cost should not exceed $2,000.", "Atlanta", "Charlotte", 3, 14, 3, 2000),
    row("Can you plan a 3 day trip for two individuals from Boston to Baltimore starting March 21st, 2022? Our budget "
        "is approximately $1,800.", "Boston", "Baltimore", 3, 21, 2, 1800),
    row("Could you create a five-day itinerary for 2 persons beginning in Denver and covering two different cities "
        "within the state of Colorado from March 12th to March 16th, 2022, with a maximum budget of $2,400?",
        "Denver", "Colorado", 5, 12, 2, 2400),
    row("Please help me plan a seven day trip for four people starting from Seattle, touring three distinct cities "
        "across California, from March 2nd to March 8th, 2022. The budget is up to $9,000.",
        "Seattle", "California", 7, 2, 4, 9000),
    row("Can you help me plan a trip from Las Vegas to Phoenix for 3 days from 03/10/2022 to 03/12/2022 for two people "
        "with a budget of $1,200?", "Las Vegas", "Phoenix", 3, 10, 2, 1200),
    row("Please plan a 3-day trip from Nashville to Memphis from 2022-03-17 to 2022-03-19 for 1 person. Budget: "
        "$800.", "Nashville", "Memphis", 3, 17, 1, 800),
    row("I would like to travel from Miami to Tampa with my partner for 3 days, starting on March 25th and ending on "
        "March 27th, 2022. Our total budget is $1,500 USD.", "Miami", "Tampa", 3, 25, 2, 1500),
    row("Could you design a 5-day trip for a trio departing from Pittsburgh and exploring 2 cities in Ohio between the "
        "9th and the 13th of March, 2022? We have allocated $3,000 for the trip.", "Pittsburgh", "Ohio", 5, 9, 3, 3000),
    row("Please create a one week itinerary for 5 people from San Antonio to 3 cities in Texas beginning March 20th, "
        "2022 and ending March 26th, 2022. The budget is set at $10,000.", "San Antonio", "Texas", 7, 20, 5, 10000),
    row("Can you help us plan a 3-day trip for two couples from Orlando to Savannah from March 4th to March 6th, 2022? "
        "We have a total budget of $3,200.", "Orlando", "Savannah", 3, 4, 4, 3200),
    row("I need help planning a trip for myself and two friends from Austin to New Orleans for 3 days, from March 11th "
        "to March 13th, 2022, with a budget of $2,700.", "Austin", "New Orleans", 3, 11, 3, 2700),
    row("Please plan a 3-day trip for one traveler from Sacramento to Reno, from March 15th to March 17th 2022, with a "
        "budget of no more than $1,000.", "Sacramento", "Reno", 3, 15, 1, 1000),
    row("Could you put together a 5-day plan for 4 adults from Newark visiting 2 cities in Virginia, from March 22nd "
        "to March 26th, 2022, within a budget of $5,500?", "Newark", "Virginia", 5, 22, 4, 5500),
    row("We are three friends from Denver hoping to visit Salt Lake City for 3 days, from March 18th to March 20th, "
        "2022. Could you plan the trip with a budget of $2,250?", "Denver", "Salt Lake City", 3, 18, 3, 2250),
    row("Could you generate a travel plan for a group of two from Portland to San Francisco for 3 days, from March "
        "1st to March 3rd, 2022, with a budget of $1,600? Please include transportation, meals, attractions, and "
        "accommodations.", "Portland", "San Francisco", 3, 1, 2, 1600),
    row("Please provide a detailed 3-day itinerary for a single traveler from Louisville to Chicago from March 7th to "
        "March 9th, 2022, with a budget of $1,100. Thank you!", "Louisville", "Chicago", 3, 7, 1, 1100),
    row("Can you help me plan a 5-day trip for 2 people from Tampa to 2 cities in Georgia, from March 14th to March "
        "18th, 2022? Our budget is $2,800. We have no particular preferences regarding accommodations, cuisine, or "
        "transportation.", "Tampa", "Georgia", 5, 14, 2, 2800),
    row("Please plan a 3-day trip for 2 people from Columbus to Nashville from March 19th to March 21st, 2022, with a "
        "budget of $1,500. We are open to any type of cuisine and have no house rule requirements.",
        "Columbus", "Nashville", 3, 19, 2, 1500),
    row("Could you help me arrange a 3-day trip for two people from Denver to Dallas, from March 9th to March 11th, "
        "2022, with a budget of $1,700? We have pets, so we'd like pet-friendly lodging, and we'd like to have the "
        "entire home/apt to ourselves.", "Denver", "Dallas", 3, 9, 2, 1700, house="pets", room="entire room"),
    row("Please plan a 3-day trip for a family of three from Philadelphia to Boston, from March 28th to March 30th, "
        "2022, with a budget of $2,600. We have a toddler, so the accommodations must be suitable for children under "
        "10.", "Philadelphia", "Boston", 3, 28, 3, 2600, house="children under 10"),
    row("Could you create a 3-day travel plan for 4 people from Atlanta to Orlando, from March 12th to March 14th, "
        "2022, with a budget of $3,400? We're smokers and need a place where smoking is permitted. We also want "
        "private rooms.", "Atlanta", "Orlando", 3, 12, 4, 3400, house="smoking", room="private room"),
    row("I'd like a 3-day itinerary for 2 people from Chicago to St. Louis, from March 5th to March 7th, 2022. Our "
        "budget is $1,200. We plan to have friends over, so our accommodations must allow visitors.",
        "Chicago", "St. Louis", 3, 5, 2, 1200, house="visitors"),
    row("Can you plan a 5-day trip for a group of 6 from Miami to 2 cities in Florida from March 23rd to March 27th, "
        "2022? Our budget is $7,800. We want to throw a party, so the accommodations must allow parties.",
        "Miami", "Florida", 5, 23, 6, 7800, house="parties"),
    row("Please plan a 3-day trip for two from Seattle to Spokane from March 16th to March 18th, 2022, with a budget of "
        "$1,300. We do not want to share a room with strangers.", "Seattle", "Spokane", 3, 16, 2, 1300,
        room="not shared room"),
    row("Could you help plan a 3-day trip for two from Houston to Austin, March 2nd to March 4th, 2022, with a budget "
        "of $900? We'd like to stay in a shared room to save money.", "Houston", "Austin", 3, 2, 2, 900,
        room="shared room"),
    row("Please plan a 3-day trip for 3 people from Boston to Washington from March 8th to March 10th, 2022, with a "
        "budget of $2,400. We don't want to travel by plane.", "Boston", "Washington", 3, 8, 3, 2400,
        transport="no flight"),
    row("Could you create a 3-day trip for two people from San Diego to Los Angeles, March 26th to March 28th, 2022, "
        "with a budget of $1,400? We won't have a car, so no self-driving.", "San Diego", "Los Angeles", 3, 26, 2,
        1400, transport="no self-driving"),
    row("Please plan a 5-day trip for 2 people from Chicago to 2 cities in Minnesota from March 10th to March 14th, "
        "2022, with a budget of $2,300. We'd like to avoid air travel.", "Chicago", "Minnesota", 5, 10, 2, 2300,
        transport="no flight"),
    row("Could you help me plan a 3-day trip for two people from Dallas to Houston, from March 13th to March 15th, "
        "2022, with a budget of $1,000? We'd like to eat Mexican food.", "Dallas", "Houston", 3, 13, 2, 1000,
        cuisine=["Mexican"]),
    row("Please plan a 3-day trip for 2 people from New York to Philadelphia from March 22nd to March 24th, 2022, with "
        "a budget of $1,500. Our favorite cuisines are Italian, French and Mediterranean.",
        "New York", "Philadelphia", 3, 22, 2, 1500, cuisine=["Italian", "French", "Mediterranean"]),
    row("Can you plan a 3-day trip for two from Atlanta to Charleston from March 18th to March 20th, 2022, with a "
        "budget of $1,900? We'd like to dine at Chinese and Indian restaurants.", "Atlanta", "Charleston", 3, 18, 2,
        1900, cuisine=["Chinese", "Indian"]),
    row("Could you help me create a 3-day travel plan for 2 people from Milwaukee to Chicago from March 4th to March "
        "6th, 2022? The budget is $1,200. We require pet-friendly, smoking-permitted... sorry, just pet-friendly "
        "accommodations.", "Milwaukee", "Chicago", 3, 4, 2, 1200, house="pets"),
    row("Please help arrange a 3-day trip for 2 people from Kansas City to Denver, from March 24th to March 26th, "
        "2022, budget $1,600, with accommodations that allow pets, private rooms, no flights, and Italian and Mexican "
        "cuisines.", "Kansas City", "Denver", 3, 24, 2, 1600, house="pets", cuisine=["Italian", "Mexican"],
        room="private room", transport="no flight"),
    row("Could you devise a 3-day plan for a group of 3 from Detroit to Cleveland from March 15th to March 17th, 2022? "
        "Our budget is $1,800. Requirements: accommodations allowing children under 10, entire rooms, no "
        "self-driving.", "Detroit", "Cleveland", 3, 15, 3, 1800, house="children under 10", room="entire room",
        transport="no self-driving"),
    row("Can you create a 5-day itinerary for two from Boston to 2 cities in New York from March 27th to March 31st, "
        "2022, with a budget of $3,300? We need accommodations that allow smoking and are not shared rooms; we'd "
        "also prefer not to fly, and we love Chinese and American cuisine.", "Boston", "New York", 5, 27, 2, 3300,
        house="smoking", cuisine=["Chinese", "American"], room="not shared room", transport="no flight"),
    row("Please plan a 7-day trip for 4 people from Atlanta to 3 cities in Tennessee from March 6th to March 12th, "
        "2022. Our budget is $8,400. We'd like accommodations that permit parties, and private rooms. For "
        "transportation, self-driving is not an option for us.", "Atlanta", "Tennessee", 7, 6, 4, 8400,
        house="parties", room="private room", transport="no self-driving"),
    row("Could you help me with a 3-day trip plan from Orlando to Jacksonville for two people from March 10th to March "
        "12th, 2022? Our budget is $1,000. We'd prefer non-shared rooms in accommodations that welcome visitors.",
        "Orlando", "Jacksonville", 3, 10, 2, 1000, house="visitors", room="not shared room"),
    row("Can you arrange a 3-day journey for 2 from Phoenix to Tucson, March 20th to March 22nd, 2022, with a budget of "
        "$900? We'd like a place where we can bring our dog and we'd prefer entire apartments.",
        "Phoenix", "Tucson", 3, 20, 2, 900, house="pets", room="entire room"),
    row("Please design a 7-day itinerary for a group of 5 departing from Chicago and visiting 3 cities in Michigan "
        "from March 1st to March 7th, 2022. Our budget is $9,500. We need entire rooms, we'd like places that allow "
        "children under 10, and we don't want to fly. We're keen on Mexican, Chinese, American, and Italian food.",
        "Chicago", "Michigan", 7, 1, 5, 9500, house="children under 10",
        cuisine=["Mexican", "Chinese", "American", "Italian"], room="entire room", transport="no flight"),
    row("Could you devise a travel plan for 2 people departing from Raleigh and heading to 2 cities in Virginia for "
        "5 days, from March 8th to March 12th, 2022? Our budget is $2,200. Our lodging should allow visitors. We "
        "plan to drive but prefer not to fly.", "Raleigh", "Virginia", 5, 8, 2, 2200, house="visitors",
        transport="no flight"),
    row("Please plan a 3-day trip for two from Baltimore to Pittsburgh from March 12th to March 14th, 2022, with a "
        "budget of $1,400. We want to fly rather than drive, so no self-driving.", "Baltimore", "Pittsburgh", 3, 12,
        2, 1400, transport="no self-driving"),
    row("Could you create a 3-day travel plan for one person from Cincinnati to Nashville, from March 2nd to March "
        "4th, 2022, with a budget of $850? I would like a private room and I enjoy Indian cuisine.",
        "Cincinnati", "Nashville", 3, 2, 1, 850, cuisine=["Indian"], room="private room"),
    row("Please help plan a 5-day trip for a group of 3 from Memphis to 2 cities in Louisiana, from March 16th to "
        "March 20th, 2022, with a budget of $3,600. The accommodations should be entire homes and allow smoking.",
        "Memphis", "Louisiana", 5, 16, 3, 3600, house="smoking", room="entire room"),
    row("Can you help with a 3-day plan for 2 people from St. Louis to Kansas City from March 29th to March 31st, 2022 "
        "with a budget of $1,100? It's important that our accommodations allow parties. We'd also like to try "
        "American and Mediterranean food.", "St. Louis", "Kansas City", 3, 29, 2, 1100, house="parties",
        cuisine=["American", "Mediterranean"]),
    row("Could you plan a trip for four from Los Angeles to Las Vegas lasting three days, from March 18th to March "
        "20th, 2022, with a budget of $3,000? We will have young kids with us.", "Los Angeles", "Las Vegas", 3, 18, 4,
        3000, house="children under 10"),
    row("Please plan a 3-day trip for 2 from Washington to New York from March 25th to March 27th, 2022. Budget: "
        "$2,000. Preferences: pet-friendly accommodations; no flights.", "Washington", "New York", 3, 25, 2, 2000,
        house="pets", transport="no flight"),
    row("Could you help me arrange a 5-day trip for 2 people from Salt Lake City to 2 cities in Arizona from March 4th "
        "to March 8th, 2022 with a budget of $2,500? We'd like French and Chinese cuisines. Private rooms are "
        "preferred. Also, no self-driving.", "Salt Lake City", "Arizona", 5, 4, 2, 2500,
        cuisine=["French", "Chinese"], room="private room", transport="no self-driving"),
    row("Can you plan a 7-day trip for two from Denver to 3 cities in Texas from March 14th to March 20th, 2022? We "
        "have a budget of $4,600. We'd like to stay in entire rooms that allow visitors, and we'd prefer to avoid "
        "flying.", "Denver", "Texas", 7, 14, 2, 4600, house="visitors", room="entire room", transport="no flight"),
]


# --- written after SHAPES scored 279 of 284 on HEAD: the closing asides GPT-4 adds, which ask nothing a plan lacks ------

ASIDES = [
    row("Could you create a 3-day travel plan for two from Denver to Dallas from March 9th to March 11th, 2022, with a "
        "budget of $1,700? The itinerary should include details on transportation, dining, attractions, and lodging.",
        "Denver", "Dallas", 3, 9, 2, 1700),
    row("Please plan a 3-day trip for one person from Omaha to Kansas City from March 21st to March 23rd, 2022, with a "
        "budget of $900. Please make sure to stay within the budget.", "Omaha", "Kansas City", 3, 21, 1, 900),
    row("Could you help me plan a 5-day trip for 3 people from Atlanta to 2 cities in Florida from March 6th to March "
        "10th, 2022? Our budget is $4,200. Please ensure the total cost stays within our budget.",
        "Atlanta", "Florida", 5, 6, 3, 4200),
    row("Please provide a detailed itinerary for a 3-day trip for 2 people from Seattle to Boise from March 14th to "
        "March 16th, 2022, with a budget of $1,400. We'd like a detailed itinerary.", "Seattle", "Boise", 3, 14, 2,
        1400),
    row("Can you help me plan a 7-day trip for two from Chicago to 3 cities in Texas from March 2nd to March 8th, 2022? "
        "Our budget is $5,000. Please provide details on transportation, meals, attractions, and accommodations for "
        "each day.", "Chicago", "Texas", 7, 2, 2, 5000),
    row("Could you arrange a 3-day trip for a group of 4 from Nashville to Atlanta from March 16th to March 18th, 2022? "
        "Our budget is $3,000. The plan should not exceed our budget. We require accommodations that allow pets.",
        "Nashville", "Atlanta", 3, 16, 4, 3000, house="pets"),
    row("Please create a 5-day itinerary for two from Boston to 2 cities in New York from March 20th to March 24th, "
        "2022, with a budget of $3,100. Any type of accommodation is fine, but we'd like to try Italian and Chinese "
        "food.", "Boston", "New York", 5, 20, 2, 3100, cuisine=["Italian", "Chinese"]),
    row("Could you plan a 3-day trip for two from Phoenix to Las Vegas from March 3rd to March 5th, 2022, with a budget "
        "of $1,500? Please include transportation, meals, attractions, and accommodations in the plan. We'd prefer "
        "not to fly.", "Phoenix", "Las Vegas", 3, 3, 2, 1500, transport="no flight"),
    row("Please provide a comprehensive itinerary including transportation, dining, sightseeing, and lodging for a "
        "3-day trip for one person from Tampa to Miami from March 25th to March 27th, 2022. The budget is $1,000.",
        "Tampa", "Miami", 3, 25, 1, 1000),
    row("Can you put together a 7-day plan for 2 people from Minneapolis to 3 cities in Wisconsin from March 12th to "
        "March 18th, 2022? Our budget is $3,600. Please make sure the itinerary fits within our budget. We would like "
        "private rooms.", "Minneapolis", "Wisconsin", 7, 12, 2, 3600, room="private room"),
    row("Could you design a 3-day trip for 3 people from Houston to New Orleans from March 7th to March 9th, 2022, with "
        "a budget of $2,400? Any kind of transportation is fine. We need accommodations that allow smoking.",
        "Houston", "New Orleans", 3, 7, 3, 2400, house="smoking"),
    row("Please plan a 5-day trip for 2 people from Detroit to 2 cities in Ohio from March 22nd to March 26th, 2022. "
        "Our budget is $2,000. Please keep the total cost within the budget, and include details about flights, "
        "restaurants, attractions and hotels.", "Detroit", "Ohio", 5, 22, 2, 2000),
]

# --- written after ASIDES was fixed: more of the asides and wordings a probe of GPT-4's phrasings turned up -----------

ASIDES_MORE = [
    row("Could you plan a 3-day trip for 2 people from Denver to Dallas from March 9th to March 11th, 2022, with a "
        "budget of $1,700? We plan to entertain guests at our accommodation.", "Denver", "Dallas", 3, 9, 2, 1700,
        house="visitors"),
    row("Please plan a 5-day trip for a group of 3 from Orlando to 2 cities in Georgia from March 15th to March 19th, "
        "2022. Our budget is $3,300. We want to make the most of our time there, and we'd like to avoid flying.",
        "Orlando", "Georgia", 5, 15, 3, 3300, transport="no flight"),
    row("Please plan a 3-day excursion for two from El Paso to Albuquerque. The journey will commence on March 9th and "
        "conclude on March 11th, 2022. We'd like to keep our expenses within $1,300.",
        "El Paso", "Albuquerque", 3, 9, 2, 1300),
    row("Please plan a 3-day trip from Tulsa to Oklahoma City from March 27th to March 29th, 2022. This trip is for me "
        "and my spouse, and our budget is $1,100. Regarding transportation, flights are not an option.",
        "Tulsa", "Oklahoma City", 3, 27, 2, 1100, transport="no flight"),
    row("Could you help plan a 7-day vacation for a group of 4 from Boston to 3 cities in Florida from March 3rd to "
        "March 9th, 2022? The budget for the whole trip is $8,800, including all expenses. Please suggest suitable "
        "accommodations, restaurants, and attractions. We will require accommodations that can accommodate our pets.",
        "Boston", "Florida", 7, 3, 4, 8800, house="pets"),
    row("Can you plan a 3-day trip for 2 people from Spokane to Seattle from March 10th to March 12th, 2022, with a "
        "budget of $1,200? For dining, we'd like Mexican and Mediterranean options. We're open to any suggestions.",
        "Spokane", "Seattle", 3, 10, 2, 1200, cuisine=["Mexican", "Mediterranean"]),
]

# --- places whose names are also other places' (a state, a country, a city elsewhere), and nights beside days ---------

PLACES = [
    row("Please plan a 3-day trip for 2 travelers from Saint Louis to Washington D.C. from March 9 - 11, 2022, with a "
        "budget of $1,700.", "St. Louis", "Washington", 3, 9, 2, 1700),
    row("Please plan a 3-day trip for four persons from St Louis to Martha's Vineyard from 9-11 March 2022 with a "
        "budget of $4,100. We'd like to rent an entire place.", "St. Louis", "Martha's Vineyard", 3, 9, 4, 4100,
        room="entire room"),
    row("Please plan a trip for a party of six people from Hilton Head to Charlotte Amalie on March 12th, 13th, and "
        "14th, 2022, with a budget of $6,700.", "Hilton Head", "Charlotte Amalie", 3, 12, 6, 6700),
    row("Could you plan a 5-day trip for two from Seattle, visiting 2 cities in Washington, from March 9th to March "
        "13th, 2022, with a budget of $3,000? One of us is a smoker.", "Seattle", "Washington", 5, 9, 2, 3000,
        house="smoking"),
    row("Could you plan a 3-day trip for two from Seattle to Washington, D.C. from March 20th to March 22nd, 2022, with "
        "a budget of $2,600? We don't have a car.", "Seattle", "Washington", 3, 20, 2, 2600,
        transport="no self-driving"),
    row("Could you plan a 5-day trip for three from New York to New Jersey, visiting 2 cities, from March 4th to March "
        "8th, 2022, with a budget of $3,500?", "New York", "New Jersey", 5, 4, 3, 3500),
    row("Could you plan a 3-day trip for two from Victoria to Seattle from March 17th to March 19th, 2022, with a "
        "budget of $2,000? We're traveling with our pet.", "Victoria", "Seattle", 3, 17, 2, 2000, house="pets"),
    row("Could you plan a 3-day trip for two from Ontario to Los Angeles from March 23rd to March 25th, 2022, with a "
        "budget of $1,500? We'd like our meals to include American cuisine.", "Ontario", "Los Angeles", 3, 23, 2,
        1500, cuisine=["American"]),
    row("Please plan a 3-day, 2-night trip for 2 people from Jackson to Memphis from March 5th to March 7th, 2022, with "
        "a budget of $1,100.", "Jackson", "Memphis", 3, 5, 2, 1100),
    row("Please plan a 7-day trip (6 nights) for 2 people from Kansas City to 3 cities in Missouri from March 13th to "
        "March 19th, 2022, with a budget of $3,900. Neither of us drives.", "Kansas City", "Missouri", 7, 13, 2, 3900,
        transport="no self-driving"),
    row("Please plan a 5-day trip for 2 people from Richmond to Texas from March 21st to March 25th, 2022, with a "
        "budget of $2,700. The trip should cover 2 cities, and we'd like private accommodations.",
        "Richmond", "Texas", 5, 21, 2, 2700, room="private room"),
    row("Please plan a 3-day trip for 2 people from Manhattan to Boston from March 1st to March 3rd, 2022, with a "
        "budget of $1,700. We require accommodations that are neither shared rooms nor restrictive of visitors.",
        "Manhattan", "Boston", 3, 1, 2, 1700, house="visitors", room="not shared room"),
]

# --- written after PLACES: several constraints said as one list, after a label ---------------------------------------

LISTS = [
    row("Please plan a 3-day trip for 2 people from Denver to Dallas from March 16th to March 18th, 2022, with a budget "
        "of $1,900. We require pet-friendly, entire-home accommodations, we won't be flying, and we'd like Chinese, "
        "Italian and Indian meals.", "Denver", "Dallas", 3, 16, 2, 1900, house="pets",
        cuisine=["Chinese", "Italian", "Indian"], room="entire room", transport="no flight"),
    row("Please plan a 5-day trip for 3 people from Atlanta to 2 cities in Tennessee from March 1st to March 5th, 2022, "
        "with a budget of $3,300. Our requirements are as follows: pets allowed, entire rooms, no self-driving, and "
        "American cuisine.", "Atlanta", "Tennessee", 5, 1, 3, 3300, house="pets", cuisine=["American"],
        room="entire room", transport="no self-driving"),
    row("Could you plan a 3-day trip for 2 people from Nashville to Louisville from March 24th to March 26th, 2022, "
        "with a budget of $1,400? We'd like to explore a range of cuisines: Italian, Chinese, and Mexican.",
        "Nashville", "Louisville", 3, 24, 2, 1400, cuisine=["Italian", "Chinese", "Mexican"]),
    row("Please plan a 3-day trip for a group of 4 from Tucson to Phoenix from March 8th to March 10th, 2022, with a "
        "budget of $2,200. Accommodation: private room, smoking allowed. Transportation: no flights. Cuisine: "
        "Mexican.", "Tucson", "Phoenix", 3, 8, 4, 2200, house="smoking", cuisine=["Mexican"], room="private room",
        transport="no flight"),
    row("Please plan a 7-day trip for 2 people from Chicago to 3 cities in Ohio from March 20th to March 26th, 2022, "
        "with a budget of $3,600. We are bringing children under 10 and would prefer accommodations that are not "
        "shared; for meals, we'd prefer places serving Chinese or American cuisine.", "Chicago", "Ohio", 7, 20, 2, 3600,
        house="children under 10", cuisine=["Chinese", "American"], room="not shared room"),
]

ALL = EASY + MEDIUM + HARD + VARIED + SHAPES + ASIDES + ASIDES_MORE + PLACES + LISTS
