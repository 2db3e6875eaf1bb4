"""The rules of the world: the sandbox data, reading a request, judging a plan (imports only ``state``)."""
