"""Sights and restaurants of the trip's cities named with no cue (domain/constraints/said_alone.py), read on their own:
where each name is, which of the data's names it is, and whether its clause wants it or rules it out.

The parser's tests (test_constraint_sights.py, test_unread_wishes.py) read whole requests; these call ``said_alone``
with nothing taken by a reader, so every rule of the module (what stands as a name, what rules it out, what is no name
at all) is seen alone.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.constraints.base import TripPlaces
from himap_travel.domain.constraints.said_alone import Said, said_alone, with_said_alone
from himap_travel.state.trip import LocalConstraint

GATORLAND = "Gatorland"
SEAWORLD = "SeaWorld Orlando"


@pytest.fixture(scope="module")
def orlando(sandbox) -> TripPlaces:
    return TripPlaces.of("Washington", "Orlando", 1, sandbox)


def _said(text: str, where: TripPlaces, taken=()) -> list[tuple[str, str, str, bool]]:
    """Each name read: the words as written, the data's name, its kind and whether it is ruled out."""
    return [(text[s.start:s.end], s.name, s.kind, s.ruled_out) for s in said_alone(text, where, list(taken))]


@pytest.mark.parametrize("text, said", [
    ("the Gatorland obviously", [("Gatorland", GATORLAND, "sight", False)]),
    ("Gatorland is a must", [("Gatorland", GATORLAND, "sight", False)]),  # a sentence's first word, long enough
    ("Great. Gatorland is fun", [("Gatorland", GATORLAND, "sight", False)]),
    ("kids, gatorland and pizza", [("gatorland", GATORLAND, "sight", False)]),  # lower case where a clause opens
    ("the Crayola Experience", [("Crayola Experience", "Crayola Experience Orlando", "sight", False)]),  # first words of one
    ("the Simpsons Ride", [("Simpsons Ride", "The Simpsons Ride", "sight", False)]),  # plural or not
    ("Magical Midway Arcade & SlingShot for the kids",
     [("Magical Midway Arcade & SlingShot", "Magical Midway Arcade & SlingShot", "sight", False)]),  # "&" is "and"
    ("Fun Spot - America Theme Parks", [("Fun Spot - America Theme Parks", "Fun Spot America Theme Parks", "sight", False)]),
    ("Ripley’s Believe It", [("Ripley’s Believe It", "Ripley's Believe It or Not!", "sight", False)]),  # either apostrophe
    ("we'd love the OSC and the HPLG",  # a run of words said by their initials
     [("OSC", "Orlando Science Center", "sight", False), ("HPLG", "Harry P Leu Gardens", "sight", False)]),
    ("a ride on the Wheel", [("Wheel", "The Wheel at ICON Park", "sight", False)]),  # one word of a name, after "the"
    ("a ride on the wheel", [("wheel", "The Wheel at ICON Park", "sight", False)]),  # five letters: long enough in lower case
    ("the gatorland, please", [("gatorland", GATORLAND, "sight", False)]),  # lower case after "the" ...
    ("The gatorland, please", [("gatorland", GATORLAND, "sight", False)]),  # ... in any case
    ("the Hogsmeade", [("Hogsmeade", "The Wizarding World of Harry Potter - Hogsmeade", "sight", False)]),
    ("Pizza Hut one night", [("Pizza Hut", "Pizza Hut", "restaurant", False)]),  # a restaurant, capitalised as written
    ("we'd love Dips", [("Dips", "Dips", "restaurant", False)]),  # capitalised inside a sentence: even one word
    # a chain's name of a food and "hut" is a name in lower case too (since stop 96: "hut" is no plain word of a place)
    ("pizza hut one night", [("pizza hut", "Pizza Hut", "restaurant", False)]),
])
def test_a_name_of_the_trips_cities_is_read_where_it_stands_as_one(orlando, text, said):
    assert _said(text, orlando) == said


@pytest.mark.parametrize("text", [
    # ("we love gatorland" was here: since stop 84 a plain want or love right before a lower-case sight name reads it,
    # ``said_alone_stands._CUED``; with no such word, lower case inside a clause is plain words)
    "tickets for gatorland were pricey",
    "a ride on a Wheel", "Hogsmeade",  # one word that is only part of a name, without "the"
    "the ride",  # a short single word in lower case
    "Dips tonight", "Vaango tonight",  # one word of a restaurant at a sentence's start; not capitalised
    "we love Orlando",  # a city of the trip is no sight
    "the aquarium is fun", "the park",  # words that name nothing on their own
    "a hotel near Gatorland", "a hotel near the Gatorland", "near Gatorland if possible",  # where to stay, no wish to see it
    "we loved Gatorland last time", "we already did SeaWorld",  # the past asks for nothing
])
def test_what_names_nothing_where_it_stands_is_not_read(orlando, text):
    assert _said(text, orlando) == []


def test_the_longest_name_is_read_whole_and_a_part_never_ends_on_a_joining_word(orlando):
    """"Harry Potter and the Forbidden Journey" is one sight, not also "Harry Potter"; "Harry Potter and the kids"
    is "Harry Potter" (a name's part never ends on "and" or "the")."""
    assert _said("Harry Potter and the Forbidden Journey", orlando) == [
        ("Harry Potter and the Forbidden Journey", "Harry Potter and the Forbidden Journey", "sight", False)]
    assert _said("Harry Potter and the kids", orlando) == [
        ("Harry Potter", "Harry Potter and the Forbidden Journey", "sight", False)]


def test_a_comma_between_words_makes_two_names(orlando):
    assert _said("Harry Potter, Diagon Alley", orlando) == [
        ("Harry Potter", "Harry Potter and the Forbidden Journey", "sight", False),
        ("Diagon Alley", "The Wizarding World of Harry Potter - Diagon Alley", "sight", False)]
    # "harry potter hogsmeade" is a name, but not across a comma (and "Hogsmeade" alone is one only after "the")
    assert _said("Harry Potter, Hogsmeade", orlando) == [("Harry Potter", "Harry Potter and the Forbidden Journey", "sight", False)]


@pytest.mark.parametrize("text", ["a hotel near to our favourite beach, far from any busy road, then Gatorland",
                                  "Gatorland and a hotel nearby"])
def test_a_name_with_no_near_right_before_it_is_wanted(orlando, text):
    """Only a "near" right before the name makes it a location."""
    assert _said(text, orlando) == [("Gatorland", GATORLAND, "sight", False)]


@pytest.mark.parametrize("text, ruled_out", [
    ("gatorland? no thanks", [True]),  # the short part after a question
    ("Gatorland, skip it", [True]),  # the short part after a comma
    ("Gatorland, no", [True]),
    ("we'd skip Gatorland", [True]),  # its own clause
    ("SeaWorld isn't for me", [True]),
    ("Gatorland, we would not want to miss it at all", [False]),  # a longer part after it is no ruling out
    ("Gatorland. SeaWorld isn't for me", [False, True]),  # another sentence rules out its own name only
    ("Gatorland? We love it", [False]),
    ("We like SeaWorld, but no Gatorland", [False, True]),
    ("No Gatorland, please", [True]),  # the clause's first word
    ("Gatorland, not for us honestly", [True]),  # four words after it: still the short part
    ("gatorland? no thanks. SeaWorld is fine", [True, False]),  # the part after a question ends with its sentence
    ("Gatorland, yes. Not the zoo, though", [False]),  # ... and so does the part after a comma
    ("Gatorland is a must; we saw SeaWorld last year", [False]),  # the past of another sentence asks nothing of it
    # a ruling-out word is said of the name it leads to, or is part of a name, never of the name before it
    ("The kids would love Gatorland but not SeaWorld.", [False, True]),
    ("Gatorland yes, SeaWorld no", [False, True]),
    ("Gatorland and not SeaWorld", [False, True]),
    ("the kids would LOVE Ripley's Believe It or Not", [False]),
    ("Ripley's Believe It or Not obviously", [False]),
    ("Ripley's Believe It or Not? no thanks", [True]),
])
def test_its_clause_or_the_short_part_after_it_says_whether_it_is_ruled_out(orlando, text, ruled_out):
    assert [ruled for *_, ruled in _said(text, orlando)] == ruled_out


def test_a_name_inside_a_span_a_reader_took_is_left_to_it(orlando):
    text = "Gatorland and SeaWorld"
    assert [name for _, name, *_ in _said(text, orlando, [(0, 9)])] == [SEAWORLD]
    assert [name for _, name, *_ in _said(text, orlando, [(0, 30)])] == []
    assert [name for _, name, *_ in _said(text, orlando, [(0, 4)])] == [GATORLAND, SEAWORLD]  # a word of it: no reading


def test_a_trip_with_no_city_yet_reads_nothing(sandbox):
    assert said_alone("the Gatorland obviously", TripPlaces.of(None, None, None, sandbox), []) == []


def test_a_said_name_is_added_once_where_its_clause_puts_it():
    said = [Said(0, 9, GATORLAND, "sight", False), Said(10, 20, SEAWORLD, "sight", True), Said(21, 30, GATORLAND, "sight", False),
            Said(31, 40, "Pizza Hut", "restaurant", False), Said(41, 50, "Dips", "restaurant", True)]
    local = with_said_alone(LocalConstraint(must_see=["gatorland"]), said)  # read already, in another spelling: kept as read
    assert (local.must_see, local.avoid_sights, local.eat_at, local.avoid_restaurants) == (
        ["gatorland"], [SEAWORLD], ["Pizza Hut"], ["Dips"])
    assert with_said_alone(LocalConstraint(must_see=["Gatorland"]), said[:1]).must_see == ["Gatorland"]
    nothing_new = LocalConstraint(must_see=["Gatorland"])
    assert with_said_alone(nothing_new, [said[0]]) is nothing_new and with_said_alone(nothing_new, []) is nothing_new


@pytest.mark.parametrize("text, said", [
    ("State College yes please (go Nittany Lions)", []),  # a team cheered, no sight
    ("let's go Nittany Lions!", []),
    ("Nittany Lions", [("Nittany Lions", "The Nittany Lion Shrine", "sight", False)]),  # the same words, no cheer: the sight
    ("we'd love the Nittany Lion Shrine", [("Nittany Lion Shrine", "The Nittany Lion Shrine", "sight", False)]),
])
def test_a_team_cheered_is_no_sight(sandbox, text, said):
    assert _said(text, TripPlaces.of("Washington", "State College", 1, sandbox)) == said


@pytest.mark.parametrize("text, said", [
    ("for the Wheel", []),  # part of a name after "for the": what a visit is for ("pier 39 for the sea lions")
    ("a day out for the Harry Potter rides", []),
    ("we go to the park for the Simpsons Ride", [("Simpsons Ride", "The Simpsons Ride", "sight", False)]),  # the whole name
])
def test_part_of_a_name_after_for_the_is_what_a_visit_is_for(orlando, text, said):
    assert _said(text, orlando) == said


@pytest.mark.parametrize(("text", "said"), [
    # one word of a name misspelt, or a short form: the data's name (tests/unit/domain/parsing/test_reading_heldout_seventh.py)
    ("madam tussauds orlando", [("madam tussauds orlando", "Madame Tussauds Orlando", "sight", False)]),
    ("orlando science ctr", [("orlando science ctr", "Orlando Science Center", "sight", False)]),
    # a kind as an item of a list after a name: the kind as said, resolved later among the trip's sights
    ("Gatorland and the aquarium", [("Gatorland", GATORLAND, "sight", False), ("the aquarium", "the aquarium", "sight", False)]),
    # a short part of a name after a list's separator ("+", "and"), as after "the"
    ("Gatorland + hogsmeade", [("Gatorland", GATORLAND, "sight", False),
                               ("hogsmeade", "The Wizarding World of Harry Potter - Hogsmeade", "sight", False)]),
])
def test_a_name_said_loosely_is_read(orlando, text, said):
    assert _said(text, orlando) == said


@pytest.mark.parametrize("text", [
    "Madame Tussauds theater",  # a name said in short, then a kind of place the data's name lacks: another place
    "we're bringing our Fun Spot",  # after "our": a thing of the party's
    "the aquarium is fun",  # a kind that is no item of a list
    "the crayola experiences were fun last time",  # the past asks nothing, typo or not
])
def test_a_near_miss_or_a_thing_of_ours_is_not_read(orlando, text):
    assert _said(text, orlando) == []


# The edges of each rule above, one case each (found by mutation testing: results/mutation/README.md).

@pytest.mark.parametrize(("text", "said"), [
    # a plural said singular (or the other way) is the same name
    ("Fun Spot America Theme Park", [("Fun Spot America Theme Park", "Fun Spot America Theme Parks", "sight", False)]),
    # a whole name followed by a kind of place is still the name ("the Broad museum")
    ("Gatorland park", [("Gatorland", GATORLAND, "sight", False)]),
    # the initials of a run of words, with the name's other words as written
    ("the HPL Gardens", [("HPL Gardens", "Harry P Leu Gardens", "sight", False)]),
    # a short word of a name (four letters) stands as a name after a list's separator
    ("Gatorland + sloa",
     [("Gatorland", GATORLAND, "sight", False), ("sloa", "SEA LIFE Orlando Aquarium", "sight", False)]),
    # a name after "for the" is what the visit is for; the next name of the text is still read
    ("for the Wheel, and Gatorland", [("Gatorland", GATORLAND, "sight", False)]),
    # a kind as the first item of a list, and one after a kind that was no item
    ("the aquarium, Gatorland",
     [("Gatorland", GATORLAND, "sight", False), ("the aquarium", "the aquarium", "sight", False)]),
    ("the zoo was great, Gatorland and the aquarium",
     [("Gatorland", GATORLAND, "sight", False), ("the aquarium", "the aquarium", "sight", False)]),
    # a misspelt name is read only as far as its words go without a comma
    ("madam tussauds, orlando", [("madam tussauds", "Madame Tussauds Orlando", "sight", False)]),
    ("kids, madam tussauds orlando", [("madam tussauds orlando", "Madame Tussauds Orlando", "sight", False)]),
])
def test_the_edges_of_what_stands_as_a_name(orlando, text, said):
    assert _said(text, orlando) == said


@pytest.mark.parametrize("text", [
    "our Fun Spot is packed",  # "our" as the text's first word
    "we'd love Khana Khazanaa",  # a restaurant is read by its whole name as written, never a misspelt one
])
def test_the_edges_of_what_is_not_read(orlando, text):
    assert _said(text, orlando) == []


@pytest.mark.parametrize(("text", "ruled_out"), [
    ("Gatorland, skip it, we want a beach day", [True]),  # the short part after it ends at the next comma
    ("Gatorland, but not Sundays, sounds fun", [False]),  # "but" opens the next part: "not Sundays" is no ruling out
    ("Gatorland? SeaWorld no", [False, True]),  # the part after a question that names another is that name's
])
def test_the_short_part_after_a_name_ends_where_the_next_part_starts(orlando, text, ruled_out):
    assert [ruled for *_, ruled in _said(text, orlando)] == ruled_out


def test_a_kind_inside_a_span_a_reader_took_is_left_to_it(orlando):
    assert _said("Gatorland and the aquarium", orlando, [(14, 26)]) == [("Gatorland", GATORLAND, "sight", False)]


def test_a_museum_of_something_is_read_with_its_kind_said_last(sandbox):
    """The data's "Denver Museum of Nature & Science", said "the nature & science museum"."""
    denver = TripPlaces.of("Washington", "Denver", 1, sandbox)
    assert _said("the nature & science museum", denver) == [
        ("nature & science museum", "Denver Museum of Nature & Science", "sight", False)]


def test_a_city_the_data_lists_no_sight_in_reads_nothing(sandbox):
    nowhere = TripPlaces("Washington", "Atlantis", ("Atlantis",), False, sandbox)
    assert said_alone("the Gatorland obviously", nowhere, []) == []
