"""What the LangGraph server is given to serve our graphs in production (issue 27, part 2).

- ``langgraph.json`` lists the state's types for the server's checkpointer (``checkpointer.serde.
  allowed_msgpack_modules``): a server that reads the list rebuilds them without a warning, and refuses any
  other (``LANGGRAPH_STRICT_MSGPACK=true`` does so on every server). The list is kept equal to the types the
  served graphs' schemas reach; ``python tests/unit/graphs/test_server_config.py --write`` writes it anew.
- Every served graph is compiled without a checkpointer (the server brings its own) and keeps its allowlist
  when the server copies it to give it that checkpointer (``graphs.scope.RunScopedGraph``, whose constructor takes it).
- ``langgraph dockerfile`` makes the server image's Dockerfile from it, offline.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
CONFIG = ROOT / "langgraph.json"
CLI = Path(sys.executable).parent / "langgraph"


def served_graphs() -> dict:
    """The compiled graphs behind langgraph.json's graph ids."""
    from himap_travel.graphs.chat import chat_graph
    from himap_travel.graphs.planner import graph
    from himap_travel.graphs.repair import repair_graph

    return {"himap_travel": graph, "himap_travel_chat": chat_graph, "himap_travel_repair": repair_graph}


def served_types() -> list[list[str]]:
    """[module, name] of every model, dataclass and enum the served graphs' input, state and output reach."""
    from himap_travel.execution.serialization import checkpoint_allowlist

    found = set()
    for compiled in served_graphs().values():
        builder = compiled.builder
        found |= checkpoint_allowlist(builder.state_schema, builder.input_schema, builder.output_schema)
    return [list(key) for key in sorted(found)]


def test_langgraph_json_lists_every_type_of_the_served_state():
    config = json.loads(CONFIG.read_text())
    serde = config["checkpointer"]["serde"]
    assert serde["allowed_msgpack_modules"] == served_types(), "run: python tests/unit/graphs/test_server_config.py --write"
    assert serde["pickle_fallback"] is False  # a checkpoint that is not msgpack is refused, never unpickled
    assert ["himap_travel.state.sigma", "Sigma"] in serde["allowed_msgpack_modules"]


def test_every_served_graph_is_compiled_without_a_checkpointer():
    config = json.loads(CONFIG.read_text())
    assert set(config["graphs"]) == set(served_graphs())
    for name, compiled in served_graphs().items():
        assert compiled.checkpointer in (None, False), name  # the server's own is the only one (False: not a parent's either)


def test_a_copy_keeps_the_checkpoint_allowlist():
    """The server copies a served graph to give it its checkpointer; ``Pregel.copy`` alone drops the allowlist,
    and the server's checkpointer then refuses our types under strict msgpack (checked over HTTP in
    test_langgraph_server)."""
    from himap_travel.graphs.planner import graph

    allowlist = {("himap_travel.state.trip", "TripSpec")}
    original = graph._serde_allowlist
    try:
        graph._serde_allowlist = allowlist
        assert graph.copy({"checkpointer": None})._serde_allowlist == allowlist
        assert graph.with_config({"tags": ["x"]})._serde_allowlist == allowlist
    finally:
        graph._serde_allowlist = original


@pytest.mark.skipif(not CLI.exists(), reason="langgraph-cli (the dev extra) is not installed")
def test_langgraph_dockerfile_makes_the_server_image(tmp_path):
    """Offline: the Dockerfile installs this package and serves the three graphs with the checkpointer's settings."""
    done = subprocess.run([str(CLI), "dockerfile", "-c", str(CONFIG), str(tmp_path / "Dockerfile")], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, env={"LANGGRAPH_CLI_NO_ANALYTICS": "1", "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stdout + done.stderr
    dockerfile = (tmp_path / "Dockerfile").read_text()
    config = json.loads(CONFIG.read_text())
    assert dockerfile.startswith(f"FROM langchain/langgraph-api:{config['python_version']}")
    where = f"/deps/{ROOT.name}"  # the CLI names the package's folder in the image after the checkout's
    assert f"ADD . {where}" in dockerfile and "pip install --system" in dockerfile
    graphs = json.loads(dockerfile.split("ENV LANGSERVE_GRAPHS='")[1].split("'\n")[0])
    assert graphs == {name: f"{where}/{path.removeprefix('./')}" for name, path in config["graphs"].items()}
    checkpointer = json.loads(dockerfile.split("ENV LANGGRAPH_CHECKPOINTER='")[1].split("'\n")[0])
    assert checkpointer == config["checkpointer"]
    ignored = (ROOT / ".dockerignore").read_text().split()
    assert {".venv", "runs", ".cache", ".git"} <= set(ignored)  # the image gets the code, not the local environment


def write() -> None:
    config = json.loads(CONFIG.read_text())
    config.setdefault("checkpointer", {}).setdefault("serde", {}).update(allowed_msgpack_modules=served_types(), pickle_fallback=False)
    CONFIG.write_text(json.dumps(config, indent=2) + "\n")


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        write()
        print(f"wrote {CONFIG.name}'s checkpointer.serde.allowed_msgpack_modules")
    else:
        print(__doc__)
