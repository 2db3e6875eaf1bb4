"""Plan one trip in Python: the compiled planner graph, a request in plain English, the plan and its verdict.

Run from the repository root, with the data at ../shared/data (or HIMAP_DATA_DIR):
    .venv/bin/python examples/plan_one_trip.py
"""

from himap_travel.graphs.planner import compile_planner

QUERY = ("Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, "
         "with a budget of $1,400.")

planner = compile_planner()
out = planner.invoke({"query": QUERY}, context={"objective": "cheapest"})  # settings: docs/settings.md
print("status:", out["status"])  # valid, invalid, unsat or error
for day in out["plan"]:
    print(day["days"], day["current_city"], "|", day["accommodation"])
sigma = out["sigma_summary"]  # Σ's account of the delivered plan
print(f"Σ: {sigma['used']:,.2f} used of {sigma['budget']:,.2f}")
raise SystemExit(0 if out["status"] == "valid" else 1)
