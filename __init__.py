"""HiMAP-Travel on LangGraph: the one import root, ``himap_travel``.

The repository's folders are this package's subpackages (``pyproject.toml`` maps the
repository root to ``himap_travel``), one layer each, imports running one way (lowest first):

    state      the records, Σ and the graph states (LangGraph reducers)
    domain     the sandbox data, reading requests, the evaluator: the rules of the world
               (within it: text < constraints < parsing, so each constraint's reading rules live in its
               module and the parser iterates them)
    tools      the searches and the agents' tool boxes
    planning   how plans are made and mended: policies, the exact solver, the monitor, the run context
    nodes      the LangGraph nodes
    graphs     the wiring (graph.py style: only edges and Send)
    execution  running a graph for a command: checkpointers (serialization, SQLite, PostgreSQL), thread claims,
               the plan and replan runners
    harness    the command line, the benchmarks, FlexTravelBench replays, the model server
    training   GRPO/SFT over exported traces (nothing imports it)

``tests/repository/test_layers.py`` holds the order; ``app.py`` is the command line.
"""
