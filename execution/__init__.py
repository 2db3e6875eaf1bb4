"""Running a graph for a command, and where its runs are kept: the layer between ``graphs`` and ``harness``.

``graphs`` wires nodes into compiled graphs and knows nothing of files; this layer runs them for a
command line or a benchmark, on a checkpointed thread:

    errors          the typed refusals (a --db that is not ours, a thread that is refused or busy)
    schema          the tables a checkpoint store holds: LangGraph's and the thread claims'
    serialization   the checkpoint serializer's allow-list (our state's types, found from its annotations)
    sqlite          the checks that keep a SQLite --db ours, its checkpointer, its claim queries
    postgres        a postgresql:// --db: its checkpointer and claim queries
    claims          one request, one set of deciding settings and one live process per thread
    checkpointers   the --db dispatch: a checkpointer for a path or a URL, and an in-memory one
    run             plan one trip on a thread (``run_plan``), printing progress
    replan          repair a trip on its thread after a disruption (``replan``)

The package is named ``execution``, not ``runs``: ``runs/`` at the repository root is the ignored output
folder the commands write to.
"""
