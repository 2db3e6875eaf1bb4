"""FlexTravelBench replay: multi-turn trip requests played through the chat graph, turn by turn.

    data.py        the instances (typed, validated) and the constraints accumulated by each turn
    turns.py       the user's message at each turn, and its answers to the chat's questions
    replay.py      one instance through ``graphs.chat`` on its own thread; many, resumable, with progress
    scoring.py     a turn's hard-constraint score (FlexTravelBench's ``total_pass_rate``) and the final turn's
    build3turn.py  further 3-turn instances built from the 2-turn files
    report.py      report.json / report.md / the PNG / the final-turn submission and queries files
    cli.py         ``python app.py flex run | build-3turn``
"""
