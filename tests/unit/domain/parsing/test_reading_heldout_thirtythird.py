"""A thirty-third held-out corpus of wishes, written and scored before any of the reader's code was read for it (issue
38: every wish the data can answer is read, every one it cannot is named, never dropped in silence, and a legitimate
text never refused).

Written by helper WISH33 on three trips between cities of the sandbox that no earlier reading set pairs and that have
flights both ways on the dates: Charleston from New York for 4 on expenses (March 19 to 21, 2022), Phoenix from El Paso
for a teenager and parents (March 4 to 6, 2022), Wichita from Houston for one photographer with a strict diet (March
19 to 21, 2022). Voices: a business traveller on expenses, a teenager planning with parents, a strict diet, a
photographer, bullet points and emoji, items separated by commas only. Scored with the earlier sets' helpers;
``python -m tests.unit.domain.parsing.test_reading_heldout_thirtythird`` prints the figures.

HEAD figures (the copy as handed over), of 54 wishes, as first written: read right 32, named 8, wrongly read 13, false
alarm 1, dropped in silence 3; budget texts 6 of 6; mixed 2 of 3; soft 3 of 3; reasons 3 of 3. Five expectations were
corrected after scoring (marked below, each by an earlier set's reading or the docs' house way): as finally written,
HEAD reads right 34, named 11, wrongly read 8, false alarm 1, dropped in silence 3 ("the aquarium if we have an hour
between meetings", "a room to myself", "two places a day so i can wait for the light"). Worst: "enchanted island
amusement park, im 14 not 5 but still" read as the park AVOIDED; "no zoo, animals behind glass are bad photos" adds a
pet to the party.

Stop 84 fixed every miss by its cause (tested on other sentences in test_reading_wish33_fixes.py) and corrected two
expectations (marked): read right 43, named 11, wrongly read 0, false alarm 0, dropped in silence 0; the mixed item
("a storm chasing tour") is named now.

The set is small (see ``least_wishes``): the helper was started with under twenty minutes left before its hard end.
"""

from __future__ import annotations

from tests.support.leftover_scoring import want
from tests.support.reading_scoring import pace, window
from tests.support.wish_sets import WishSet, print_figures, wish_set

CHARLESTON = ("Plan a 3-day trip from New York to Charleston for 4 people, March 19 to 21, 2022, with a budget of "
              "$6,000. ")
PHOENIX = "Plan a 3-day trip from El Paso to Phoenix for 3 people, March 4 to 6, 2022, with a budget of $3,000. "
WICHITA = "Plan a 3-day trip from Houston to Wichita for 1 person, March 19 to 21, 2022, with a budget of $1,500. "

CHARLESTON_CORPUS = [
    ("rainbow row, client wants a photo there", {"must_see": ["Rainbow Row"]}),
    ("the aquarium if we have an hour between meetings", {"must_see": ["South Carolina Aquarium"]}),
    ("magnolia plantation and gardens", {"must_see": ["Magnolia Plantation and Gardens"]}),
    ("- city market\n- waterfront park", {"must_see": ["Charleston City Market", "Joe Riley Waterfront Park"]}),
    # (corrected in stop 84: "no museums" rules out every museum of Charleston, four in the data, not two)
    ("no museums, no time", {"avoid_sights": ["The Charleston Museum", "Aiken-Rhett House Museum",
                                              "Children's Museum of the Lowcountry", "Old Slave Mart Museum"]}),
    ("seafood dinner for the team", {"more_cuisines": ["Seafood"]}),
    ("meals under $50 a head, that's the per diem", {"max_meal_cost": 50.0}),
    ("hotel 4 stars minimum, company policy", {"min_stay_rating": 4.0}),
    ("nothing over 300 a night", {"max_night_price": 300.0}),
    ("no flights before 8am", {"flight_times": [window(depart_from="08:00")]}),
    ("one sight a day max, we're here to work", pace(most=1)),
    ("wifi that works", "named: wifi"),
    ("a gym in the hotel", "named: gym"),
    ("need a meeting room", "named: meeting"),
    ("expense report needs receipts", {}),
    ("no italian, we had it all week", {"avoid_cuisines": ["Italian"]}),
    ("entire place for the 4 of us", {"room_type": "entire room"}),
    ("rainbow row 📸, waterfront park 🌊", {"must_see": ["Rainbow Row", "Joe Riley Waterfront Park"]}),
]

PHOENIX_CORPUS = [
    ("the zoo!! pleeease", {"must_see": ["Phoenix Zoo"]}),
    ("enchanted island amusement park, im 14 not 5 but still", {"must_see": ["Enchanted Island Amusement Park"]}),
    ("mom wants the heard museum", {"must_see": ["Heard Museum"]}),
    ("dad says desert botanical garden", {"must_see": ["Desert Botanical Garden"]}),
    # (corrected after scoring: a sight at a time of day is named, the house way, ``docs``)
    ("hole in the rock for sunset", "named: time of day"),
    ("arizona science center is lame, skip", {"avoid_sights": ["Arizona Science Center"]}),
    ("no art museum pls", {"avoid_sights": ["Phoenix Art Museum"]}),
    # (corrected after scoring: a cuisine "every day" with no meal is named, the earlier sets' reading)
    ("mexican food every day", "named: every day"),
    ("pizza one night", {"more_cuisines": ["Pizza"]}),
    ("no seafood, i hate fish", {"avoid_cuisines": ["Seafood"]}),
    ("food under twenty bucks each", {"max_meal_cost": 20.0}),
    ("a pool at the hotel!!!", "named: pool"),
    ("three sights a day tops", pace(most=3)),
    ("hotel at least 3 stars", {"min_stay_rating": 3.0}),
    ("cheapest flights", "named: cheap"),
    ("no red eye", {"flight_times": [window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")]}),
    ("it's my bday on the 5th 🎂", {}),
    ("a private room for me pls", {"room_type": "private room"}),
]

WICHITA_CORPUS = [
    # (corrected after scoring: a sight at a time of day is named; here by the word "golden", see the docstring)
    ("keeper of the plains at golden hour", "named: golden"),
    ("old cowtown museum for the buildings", {"must_see": ["Old Cowtown Museum"]}),
    ("botanica, the wichita gardens", {"must_see": ["Botanica, The Wichita Gardens"]}),
    ("great plains nature center, birds", {"must_see": ["Great Plains Nature Center"]}),
    ("kansas aviation museum, old planes photograph well", {"must_see": ["Kansas Aviation Museum"]}),
    ("no zoo, animals behind glass are bad photos", {"avoid_sights": ["Sedgwick County Zoo"]}),
    ("i'm vegan", "named: vegan"),
    ("gluten free only", "named: gluten"),
    ("no bbq", {"avoid_cuisines": ["BBQ"]}),
    # (corrected after scoring: a cuisine said alone is the cuisine asked for, as in the earlier sets)
    ("indian food", {"cuisine": ["Indian"]}),
    ("meals no more than fifteen dollars", {"max_meal_cost": 15.0}),
    ("under $90 a night", {"max_night_price": 90.0}),
    ("a room to myself", {"room_type": "private room"}),
    ("a tripod-friendly spot", "named: tripod"),
    # (corrected in stop 84: a bare count of sights a day is that many, exactly, the house reading: pace's docstring)
    ("two places a day so i can wait for the light", pace(most=2, least=2)),
    # (corrected after scoring: "fly out" is the outbound leg)
    ("fly out in the morning", {"flight_times": [window(leg="outbound", depart_from="05:00", depart_until="11:59")]}),
    ("restaurants rated 4 or better", {"min_rating": 4.0}),
    ("no smoking", {"stay_forbids": ["smoking"]}),
]

CORPORA = ((CHARLESTON, CHARLESTON_CORPUS), (PHOENIX, PHOENIX_CORPUS), (WICHITA, WICHITA_CORPUS))

MIXED: list[tuple[str, str, dict]] = [
    (CHARLESTON, "rainbow row and a harbor cruise", want({"must_see": ["Rainbow Row"]}, "cruise")),
    (PHOENIX, "the zoo and a hot air balloon ride", want({"must_see": ["Phoenix Zoo"]}, "balloon")),
    (WICHITA, "old cowtown museum and a storm chasing tour", want({"must_see": ["Old Cowtown Museum"]}, "storm")),
]
SOFT: list[tuple[str, str, dict]] = [
    (CHARLESTON, "some ghost tour maybe", want(None, "ghost")),
    (PHOENIX, "a hike if it's not too hot", want(None, "hike")),
    (WICHITA, "a sunset spot", want(None, "sunset")),
]
MODES = "modes"
REASONS: list[tuple[str, str, dict, str, str]] = [
    (CHARLESTON, "we'd take the amtrak", {}, "amtrak", MODES),
    (PHOENIX, "my sister has a peanut allergy", {}, "peanut", "diet"),
    (WICHITA, "i use a cane", {}, "cane", "accessibility"),
]
CH_NO = "Plan a 3-day trip from New York to Charleston for 4 people, March 19 to 21, 2022"
PH_NO = "Plan a 3-day trip from El Paso to Phoenix for 3 people, March 4 to 6, 2022"
WI_NO = "Plan a 3-day trip from Houston to Wichita for 1 person, March 19 to 21, 2022"
BUDGETS: list[tuple[str, float | str]] = [
    (CH_NO + ", 6000 total", 6000.0),
    (CH_NO + ". $1,500 per person on the company card", 6000.0),
    (PH_NO + ". three thousand dollars", 3000.0),
    (PH_NO + ". 1k each", 3000.0),
    (WI_NO + ". fifteen hundred bucks", 1500.0),
    (WI_NO + ". $1.5k", 1500.0),
]

KNOWN_GAPS: list[str] = []  # every miss of HEAD fixed in stop 84 (test_reading_wish33_fixes.py)
KNOWN_SILENT: list[str] = []
KNOWN_BUDGET_GAPS: list[str] = []
KNOWN_MIXED_GAPS: list[str] = []
KNOWN_SOFT_GAPS: list[str] = []
KNOWN_REASON_GAPS: list[str] = []

(test_the_corpus_reads_as_written, test_no_wish_is_dropped_in_silence, test_the_budget_forms_read_as_written,
 test_mixed_wishes_read_one_part_and_name_the_other, test_a_kind_of_sight_said_in_passing_is_named_never_refused,
 test_a_wish_named_for_a_reason_gives_the_reason) = wish_set(WISHES := WishSet(
    CORPORA, 43, KNOWN_GAPS, BUDGETS, MIXED, SOFT, REASONS, known_silent=KNOWN_SILENT,
    known_budget_gaps=KNOWN_BUDGET_GAPS, known_mixed_gaps=KNOWN_MIXED_GAPS, known_soft_gaps=KNOWN_SOFT_GAPS,
    known_reason_gaps=KNOWN_REASON_GAPS, least_wishes=54))


def main() -> None:
    """Print the set's figures and misses (how HEAD and each fix are scored)."""
    print_figures(WISHES)


if __name__ == "__main__":
    main()
