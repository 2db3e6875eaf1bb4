"""A two-day Newark -> Savannah trip and its plan, as the chat's thread holds them: the tests of "what did you change?"
(``nodes/chat/what_changed.py``) compare it with changed copies."""

TRIP = {"org": "Newark", "dest": "Savannah", "days": 2, "visiting_city_number": 1, "date": ["2022-03-03", "2022-03-04"],
        "people_number": 2, "budget": 1800, "local_constraint": {"must see": ["Tennessee Aquarium"]}}
PLAN = [{"days": 1, "current_city": "from Newark to Savannah",
         "transportation": "Flight Number: F1, from Newark to Savannah, Departure Time: 15:20, Arrival Time: 17:35",
         "breakfast": "-", "attraction": "Tennessee Aquarium, Savannah;", "lunch": "-", "dinner": "Dhaba On Wheels, Savannah",
         "accommodation": "Private Oasis, Savannah"},
        {"days": 2, "current_city": "from Savannah to Newark",
         "transportation": "Flight Number: F2, from Savannah to Newark, Departure Time: 06:02, Arrival Time: 08:11",
         "breakfast": "-", "attraction": "-", "lunch": "-", "dinner": "-", "accommodation": "-"}]
