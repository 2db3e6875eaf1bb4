"""The exact solver: a whole trip as one CP-SAT model (facts → model → plan, or a certificate that none exists)."""

from himap_travel.planning.solver.solve import DEFAULT_TIME_LIMIT, SolverResult, solve_trip

__all__ = ["DEFAULT_TIME_LIMIT", "SolverResult", "solve_trip"]
