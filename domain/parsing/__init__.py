"""The rule-based query parser: a trip request in natural language -> ``TripSpec``.

``query`` holds ``parse_query`` (the expert policy's ``information_extractor``)
and its one error type, ``QueryParseError``; it calls one reader module per concern:

* ``places`` - origin, destination, number of cities, read in steps: ``gazetteer`` (the sandbox's place names),
  ``route_codes``, ``place_mentions``, ``route_correction``, ``place_roles``, ``unknown_places``, ``city_count``;
* ``dates`` - the travel dates (``find_dates``), in parts: ``date_words``, ``date_patterns``, ``date_spelling``,
  ``date_mention`` (the record); ``resolved_dates`` makes them days, with ``date_years`` and ``weekdays``;
  ``trip_length`` - the stated trip length;
* ``people`` - the number of travellers, in parts: ``party_foreign``, ``party_spelling``, ``party_names``,
  ``party_ages``, ``party_left_out``, ``party_words``, ``companions``, ``people_counts``, ``people_groups``,
  ``people_refused``;
* ``money`` - the budget;
* the local constraints (house rule, cuisines, room type, transportation, minimum rating) - each
  constraint's own module of ``domain.constraints`` (its ``read``: the registry is iterated);
* ``numbers`` - number words and the token patterns the readers share;
* ``coverage`` - the dates the sandbox covers (a trip outside them gets a warning);
* ``unread`` - the clause accounting: every wish no reader keeps is named with its reason (issue 38), in parts:
  ``unread_wish`` (the record), ``wish_clauses``, ``clause_talk``, ``cannot_say``, ``misread``, ``clause_read``,
  ``unread_names``, ``list_parts``, ``bare_things``, ``money_parts``.

``read_text`` gives every field a text states (a ``Reading``, for follow-up
messages); ``parse_request`` completes it into a ``ParsedRequest`` (the spec,
what was assumed, warnings); ``parse_query`` is its ``TripSpec``.

Each module's docstring says which phrasings it reads.
"""

from himap_travel.domain.parsing.city_count import cities_for_days
from himap_travel.domain.parsing.query import ParsedRequest, QueryParseError, Reading, parse_query, parse_request, read_text
from himap_travel.state.trip import CUISINES

__all__ = ["CUISINES", "ParsedRequest", "QueryParseError", "Reading", "parse_query", "parse_request", "read_text", "cities_for_days"]
