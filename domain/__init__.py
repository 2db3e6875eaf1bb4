"""The rules of the world: the sandbox data, reading a request, judging a plan (imports only ``state``).

Reading a request runs over three units, each importing only those before it: ``text`` (the helpers every
reader shares: negation, spans), ``constraints`` (each hard constraint's module, its reading rules included)
and ``parsing`` (the parser, which reads places, dates, people and budget itself and asks every registered
constraint for the rest).
"""
