"""The text helpers every reader of a request shares (imports nothing of the project).

Two units read a request's text: each hard constraint's reading rules (``domain.constraints``: "how a
request states it") and the parser that reads the rest and asks the constraints (``domain.parsing``). The
helpers both need live here, below both, so the parser may import the constraints without a cycle:

* ``negation`` - whether a mention is negated ("no pets", "we'd rather avoid flying");
* ``spans`` - ``SpanSet``, fast "is this position inside a taken span?" lookups;
* ``words`` - word patterns several readers match (``KIDS``, ``OTHER_CUISINES``);
* ``money`` - an amount as a traveller reads it ("$1,962.00"), for every message that shows one.
* ``problems`` - a value's problems in one message, the first few named and the rest counted.
"""
