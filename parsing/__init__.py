"""The rule-based query parser: a trip request in natural language -> ``TripSpec``.

``query`` holds ``parse_query`` (the expert policy's ``information_extractor``)
and its one error type, ``QueryParseError``; it calls one reader module per concern:

* ``places`` - the gazetteer of sandbox cities and states, origin, destination, number of cities;
* ``dates`` - the travel dates and the stated trip length;
* ``people`` - the number of travellers;
* ``money`` - the budget;
* ``constraints`` - house rule, cuisines, room type, transportation;
* ``numbers`` - number words and the token patterns the readers share.

Each module's docstring says which phrasings it reads.
"""

from parsing.constraints import CUISINES
from parsing.places import cities_for_days
from parsing.query import QueryParseError, parse_query

__all__ = ["CUISINES", "QueryParseError", "parse_query", "cities_for_days"]
