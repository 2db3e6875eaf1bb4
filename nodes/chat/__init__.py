"""The chat graph's nodes (``graphs/chat.py`` wires them), one module per node:

* ``understand`` - the new message as a new trip, an edit of the current one, or an answer;
* ``question`` / ``ask`` - a clarifying question, then ``interrupt()`` until it is answered;
* ``plan_trip`` - keep the previous plan if it still passes, else run the planner (a subgraph);
* ``reply`` - the AI message: the itinerary, the budget, the verdict, what changed.

``understanding`` decides how a message applies to a request (its parts: ``place_typos``, ``date_edits``,
``short_answer``, ``request_merge``, ``rule_merge``, ``vague_start``, ``restated``, ``change_lines``,
``message_effect``; docs/chat-messages.md), ``markdown`` the rendering, ``thread_cache`` the per-thread search cache,
``routing`` the conditional edges.
"""
