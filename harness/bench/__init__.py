"""The TravelPlanner benchmark runner: runs, the paper's tables, ablations, latency scaling, comparisons.

    bench.pipeline.run_bench(config)                 every query of a split (resumable), its files and report
    bench.ablations.run_ablations(config, variants)  the same queries under each ablation: the Table 7 analogue
    bench.latency.run_latency(config)                wall-clock by trip length for P = 3, P = D and sequential
    bench.compare.compare_reports(a, b)              two report files side by side

One module per concern: config (settings, run key), models (a query's result), timing (read from the traces),
store (SQLite results), runner (planning queries), outputs (submission, evaluator reports, traces), report /
taxonomy / markdown / plots (the tables). The command line is ``bench.cli.bench_app``, mounted as
``python app.py bench``.
"""
