"""How plans are made and mended, below the nodes that run them: the policies, the exact solver,
the run-time monitor, and the run context (settings and per-run resources)."""
