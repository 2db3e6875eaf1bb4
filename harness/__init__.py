"""What runs the graphs from outside: the command line, the benchmarks, FlexTravelBench replays, the model server."""
