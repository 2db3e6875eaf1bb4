"""Which venue names a plan can carry: only the attraction field is ';'-separated.

A lodging or restaurant whose name contains ';' is written and read back
intact (the expert used to skip such lodgings, and missed plans that used
them); a sight with ';' would be split in two, so it is never written.
"""

from __future__ import annotations

from himap_travel.domain.evaluation.lookup import venue_index
from himap_travel.state.plan import writable


def test_only_sights_refuse_a_semicolon_and_nothing_takes_a_newline():
    assert writable("Loft; garden & parking") and writable("Cafe ;)")
    assert not writable("Loft; garden", sight=True)
    assert writable("Golden Gate Park", sight=True)
    assert not writable("two\nlines") and not writable("two\nlines", sight=True)


def test_a_lodging_named_with_a_semicolon_is_read_back_as_itself(sandbox):
    listings = [a for city in sandbox.cities for a in sandbox.accommodations_in(city) if ";" in a.name]
    assert listings, "the sandbox has lodgings named with ';'"
    index = venue_index(sandbox)
    for listing in listings:
        entry = f"{listing.name}, {listing.city}"
        for strict in (False, True):
            assert listing in index.entry_rows("accommodation", entry, strict)
