"""The run-time monitor (after MACI): a delivered plan's dependency graph, typed disruptions, minimal repair.

``deps`` builds the graph, ``disruptions`` reads and resolves what went
wrong, ``tasks`` turns the delivered days back into day tasks, ``ledger``
keeps Σ in step with the plan, ``state`` is the repair graph's state. The
repair itself is a graph (``graphs/repair.py``) of the planner's own nodes
plus ``nodes/monitor.py`` and ``nodes/escalate.py``; ``execution/replan.py``
runs it on a trip's thread (``graphs/replan.py`` on a state in hand).
"""
