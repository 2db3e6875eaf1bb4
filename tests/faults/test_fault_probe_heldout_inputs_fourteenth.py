"""A fourteenth held-out set of bad inputs (the companion of ``test_fault_probe_heldout_inputs.py`` and its second to
thirteenth sets: none of their cases).

Written before the code was looked at for these inputs, then scored on the code as it was (the figures are below).
Kinds the earlier sets did not try: a queries CSV in UTF-16 with its mark or in Latin-1 for ``bench latency``,
``bench load`` and ``evaluate --queries``; a 2-turn file in UTF-16 under ``flex build-3turn``; a lone surrogate as a
terminal hands it over (a Latin-1 byte in a UTF-8 argument) and as a JSON escape in ``HIMAP_LLM``; fields of a queries
row left empty; a plan that is a megabyte of text; JSON nested 3,000 deep (past Python's recursion limit) as a report,
a plans line, an instance file and ``HIMAP_LLM``; numbers written as strings (an instance's days, a temperature);
``NaN`` in an instance's budget and in ``HIMAP_LLM``; zero and negative counts for flags no set gave them
(``--queries-at-once``, ``bench latency -P`` and ``--lengths``, ``flex run -P``, ``replan -P``); a key given twice
with two values in an instance, a plans line, a report, ``HIMAP_LLM`` and a role trace; a folder where a file belongs
(``--queries``, a report to compare, ``--report``, ``--deps-png``, ``serve small --log``) and a file where a folder
belongs (``bench latency --out``, ``bench load --out``, ``flex build-3turn --source`` and ``--out``, ``data --from``,
``export --runs``); file outputs that are links to a file outside the case's folder (the link's target must not be
written); ``HIMAP_LLM_TOOL_CHOICE``, ``HIMAP_LLM_ENABLE_THINKING`` and ``HIMAP_LLM_API_KEY`` (never given a bad value),
a boolean written ``0.0``, a count in hex, a ``mysql://`` store; store URLs of new wrong kinds (``postgres://``,
``postgresql://`` to a closed loopback port with a short timeout, with no host, ``sqlite:///`` to a folder, a path
under a file); flags that contradict (``--ablation`` with ``--ablations``, ``bench load --server`` with ``--db``,
``--model`` under the expert policy, ``--eager --no-eager``); ``data`` laying a folder out over its own source, or
inside it; training configs with a number quoted, a fractional seed, ``max_steps: -5``, a role listed twice.

And "not shut" controls that must be taken: an instance file pretty-printed with Windows line ends, a report with
them, a queries CSV with a byte-order mark or with old Mac line ends, paths with blanks and non-ASCII letters, file
names beginning with a dash given after ``--``, ``HIMAP_COORDINATOR`` set empty (unset), and a training config with
``learning_rate: 1e-3`` (YAML 1.1 reads that as a string).

Read-only output folders are not in the set: the tests run as root in CI's container, where a folder's mode stops
nothing (the fourth kills set covers them where it can).

Each CLI case is judged by the second set's ``judged`` and its audit of writes (nothing outside the case's folder and
the project's caches), with a time limit per case; the first case runs as a real process, the others in this one.

Scored on HEAD (963ed78) before any fix: 78 command lines and 5 training configs, 12 wrong on the first pass, of which
one was the scoring copy's (no ``.cache`` folder for the ``replan`` cases' store) and 7 the set's own expectations,
corrected by the project's rules (marked where they are): a plan line past its size
is a recorded failure, a number written as a string means that number (an instance's days, a quoted LoRA rank), a
role listed twice filters as once, and an output that is a link replaces the link (the ninth set's rule). With that
rule the audit itself was corrected: it resolved the last name of a file renamed over a link, reading the link
replaced as a write through it (``_NOT_FOLLOWED`` in the second set). Five more cases of the LLM settings and
``replan``'s numbers were added after the first fixes and scored on HEAD too. On HEAD with the corrections: 88 cases,
80 right, 8 wrong: ``replan -P 0`` refused without naming ``--executors``; ``evaluate --report`` on a link made and
removed its probe file in the folder the link points into; ``HIMAP_LLM_API_KEY`` (or ``api_key`` in ``HIMAP_LLM``)
with a line end, and a timeout of ``1e400`` or ``Infinity``, went on to the server (exit 3, not 2); ``seed: 1.5`` and
``max_steps: -5`` were trained with in silence. After the fixes: 88 right.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.faults.test_fault_probe_heldout_inputs import (
    REPORT,
    Folder,
    data,  # noqa: F401 (a fixture: the writable copy of the data)
    queries_bytes,
)
from tests.faults.test_fault_probe_heldout_inputs_eleventh import _not_made, _plans_line
from tests.faults.test_fault_probe_heldout_inputs_fifth import check_bad_input
from tests.faults.test_fault_probe_heldout_inputs_ninth import check_training_refused
from tests.faults.test_fault_probe_heldout_inputs_second import FLEX, Probe, _flex, _out, q
from tests.faults.test_fault_probe_heldout_inputs_second import verdict as judge_case
from tests.faults.test_fault_probe_heldout_inputs_tenth import QUICK, _bench, _flex_run, _latency, _plan, _replan, _roles
from tests.support.faultkit import DATA_DIR, QUERY

SLOW_PLAN = 60.0  # seconds a case that plans may take on a loaded machine
DEAD_URL = "http://127.0.0.1:9/v1"  # a port nobody listens on
CLOSED_STORE = "postgresql://himap@127.0.0.1:1/trips?connect_timeout=2"  # a loopback port nobody listens on
DEEP = 3_000  # past Python's recursion limit (1,000)
KEEP = "not yours to write\n"  # the content of a file outside the case's folder that a link points at
ROLE_LINE = (Path(__file__).resolve().parents[2] / "results" / "train-solver" / "roles.jsonl").read_text(
    encoding="utf-8").splitlines()[0]
TWO_TURN = DATA_DIR / "flextravelbench" / "val_dataset_without_budget_one.json"


# --- helpers ---------------------------------------------------------------------------------------------------------


def _refused(args: Callable[[Folder], list[str]], *causes: str, limit_s: float = QUICK,
             after: Callable[[Folder], str | None] | None = None) -> Probe:
    return Probe(args, causes=causes, limit_s=limit_s, after=after)


def _taken(args: Callable[[Folder], list[str]], limit_s: float = SLOW_PLAN) -> Probe:
    return Probe(args, code=0, limit_s=limit_s)


def _link_replaced(args: Callable[[Folder], list[str]], name: str, existed: bool = True) -> Probe:
    """Taken: the output replaces the link ``name``, and the file outside that it pointed at is left as it was."""
    return Probe(args, code=0, limit_s=SLOW_PLAN, after=_outside_kept(name, existed))


def _env(variable: str, value: str, *causes: str, args: tuple[str, ...] = (),
         after: Callable[[Folder], str | None] | None = None) -> Probe:
    return Probe(_plan(*args), causes=causes, env=lambda f: {variable: value}, limit_s=QUICK, after=after)


def _llm_env(variable: str, value: str, *causes: str) -> Probe:
    """A setting of the LLM policy under ``--policy llm`` at a dead server: refused (2), not a server down (3)."""
    return _env(variable, value, *causes, args=("--policy", "llm", "--base-url", DEAD_URL))


def _load(*more: str) -> Callable[[Folder], list[str]]:
    return lambda f: ["bench", "load", "--turns", "1", "--conversations", "1", *more]


def _build(*more: str) -> Callable[[Folder], list[str]]:
    return lambda f: ["flex", "build-3turn", *more]


def _nested(depth: int) -> str:
    return '{"a": ' * depth + "1" + "}" * depth


def _instance_text(f: Folder, text: str) -> str:
    return f.file("flex.json", text)


def _first_instance() -> dict:
    return json.loads(FLEX.read_text(encoding="utf-8"))[0]


def _instance_with(raw_field: str) -> Callable[[Folder], str]:
    """One instance whose JSON text ends with ``raw_field`` (written as is: NaN, a key again)."""
    def make(f: Folder) -> str:
        text = json.dumps(_first_instance())
        return _instance_text(f, "[" + text[:-1] + ", " + raw_field + "}]")
    return make


def _folder(name: str) -> Callable[[Folder], str]:
    def make(f: Folder) -> str:
        (f.root / name).mkdir()
        return str(f.root / name)
    return make


def _outside_link(name: str, exists: bool = True) -> Callable[[Folder], str]:
    """``name``: a link in the case's folder to a file beside it (outside it), holding ``KEEP`` when ``exists``."""
    def make(f: Folder) -> str:
        elsewhere = f.root.parent / "elsewhere"
        elsewhere.mkdir(exist_ok=True)
        target = elsewhere / name
        if exists:
            target.write_text(KEEP, encoding="utf-8")
        (f.root / name).symlink_to(target)
        return str(f.root / name)
    return make


def _outside_kept(name: str, existed: bool = True) -> Callable[[Folder], str | None]:
    def check(f: Folder) -> str | None:
        target = f.root.parent / "elsewhere" / name
        if existed and target.read_text(encoding="utf-8") != KEEP:
            return f"the file outside the case's folder was written through the link {name}"
        if not existed and target.exists():
            return f"a file outside the case's folder was made through the link {name}"
        return None
    return check


def _file_kept(name: str, content: str) -> Callable[[Folder], str | None]:
    def check(f: Folder) -> str | None:
        path = f.root / name
        return None if path.is_file() and path.read_text(encoding="utf-8") == content else f"{name} was changed"
    return check


def _source_kept(name: str) -> Callable[[Folder], str | None]:
    def check(f: Folder) -> str | None:
        notes = f.root / name / "notes.txt"
        return None if notes.is_file() else f"the source folder {name} lost its files"
    return check


def _notes(f: Folder, name: str = "src") -> str:
    folder = f.root / name
    folder.mkdir()
    (folder / "notes.txt").write_text("flights to check\n", encoding="utf-8")
    return str(folder)


def _two_turn_utf16(f: Folder) -> str:
    folder = f.root / "two-turn"
    folder.mkdir()
    (folder / TWO_TURN.name).write_bytes(TWO_TURN.read_text(encoding="utf-8").encode("utf-16"))
    return str(folder)


def _crlf_instances(f: Folder) -> str:
    text = json.dumps([_first_instance()], indent=2).replace("\n", "\r\n")
    return _instance_text(f, text)


def _queries_with(content: bytes, name: str = "q.csv") -> Callable[[Folder], str]:
    return lambda f: f.file(name, content)


UTF16_WITH_MARK = queries_bytes("utf-16")  # Python's utf-16 writes the byte-order mark
LATIN1 = queries_bytes("latin-1", query="Un s\u00e9jour \u00e0 Myrtle Beach, caf\u00e9 cr\u00e8me et cr\u00eapes")
WITH_MARK = b"\xef\xbb\xbf" + queries_bytes("utf-8")
MAC_ENDS = queries_bytes("utf-8").replace(b"\r\n", b"\r").replace(b"\n", b"\r")


CASES: dict[str, Probe] = {
    # --- odd encodings ---
    "latency-q-utf16-with-its-mark": _refused(lambda f: ["bench", "latency", "--split", _queries_with(
        UTF16_WITH_MARK)(f), "--limit", "1", "--lengths", "3", "--out", _out(f)], "q.csv"),
    "load-split-a-latin1-csv": _refused(lambda f: [*_load()(f), "--split", _queries_with(LATIN1)(f), "--out",
                                                   _out(f)], "q.csv"),
    "evaluate-queries-a-latin1-csv": _refused(lambda f: ["evaluate", _plans_line(f), "--queries",
                                                         _queries_with(LATIN1)(f)], "q.csv"),
    "build-3turn-source-a-utf16-two-turn-file": _refused(lambda f: ["flex", "build-3turn", "--source",
                                                                    _two_turn_utf16(f), "--out", _out(f)],
                                                         TWO_TURN.name, after=_not_made("o")),
    # a Latin-1 byte in a UTF-8 terminal reaches Python as a lone surrogate: no text, nothing to plan from
    "plan-request-with-a-byte-no-utf8-has": _refused(lambda f: ["plan", QUERY.replace("Myrtle Beach",
                                                                                      "Myrtle Beach caf\udce9")]),
    "env-llm-a-lone-surrogate-escape": Probe(_plan("--policy", "llm", "--base-url", DEAD_URL),
                                             causes=("HIMAP_LLM",), limit_s=QUICK,
                                             env=lambda f: {"HIMAP_LLM": '{"model": "\\ud800"}'}),
    # --- empty and huge fields ---
    "plan-q-an-empty-origin": _refused(lambda f: ["plan", "--split", q(f, org=""), "--row", "0"], "org"),
    "plan-q-empty-days": _refused(lambda f: ["plan", "--split", q(f, days=""), "--row", "0"], "days"),
    "disrupt-q-an-empty-date": _refused(lambda f: ["bench", "disrupt", "--split", q(f, date=""), "--out", _out(f)],
                                        "date"),
    "latency-q-an-empty-budget": _refused(lambda f: ["bench", "latency", "--split", q(f, budget=""), "--limit", "1",
                                                     "--lengths", "3", "--out", _out(f)], "budget"),
    # corrected after scoring (expected refused): the line is past the size a plan line may have and is named as not
    # read, so its query counts as undelivered, as the official scorer counts a plan it cannot read: a recorded failure
    "evaluate-plans-a-plan-of-a-megabyte-of-text": Probe(lambda f: ["evaluate", f.file(
        "plans.jsonl", json.dumps({"idx": 1, "plan": "x" * 1_000_000}) + "\n"), "--queries", q(f)], code=0,
        causes=("line 1", "not read"), limit_s=QUICK),
    # --- JSON nested past the recursion limit ---
    "compare-report-nested-three-thousand-deep": _refused(lambda f: ["bench", "compare", f.file(
        "deep.json", _nested(DEEP)), str(REPORT)], "deep.json"),
    "evaluate-plans-line-nested-three-thousand-deep": _refused(lambda f: ["evaluate", f.file(
        "plans.jsonl", "[" * DEEP + "]" * DEEP + "\n"), "--queries", q(f)], "plans.jsonl"),
    "flex-instances-nested-three-thousand-deep": _refused(_flex_run(instances=lambda f: _instance_text(
        f, "[" * DEEP + "]" * DEEP)), "flex.json"),
    "env-llm-nested-three-thousand-deep": _llm_env("HIMAP_LLM", '{"extra_body": ' + _nested(DEEP) + "}", "HIMAP_LLM"),
    # --- numbers as strings, NaN ---
    # corrected after scoring (expected refused): "3" is read as the 3 it says (a queries CSV's fields are all text),
    # the trip planned is the one asked for
    "flex-instance-days-a-string-of-digits": _taken(_flex_run(instances=lambda f: _flex(f, days="3"))),
    "env-llm-max-tokens-a-string": _llm_env("HIMAP_LLM", '{"max_tokens": "512"}', "max_tokens"),
    "env-llm-temperature-a-string": _llm_env("HIMAP_LLM", '{"temperature": "0.5"}', "temperature"),
    "flex-instance-budget-nan": _refused(_flex_run(instances=_instance_with('"budget": NaN')), "flex.json"),
    "env-llm-temperature-nan-in-json": _llm_env("HIMAP_LLM", '{"temperature": NaN}', "HIMAP_LLM"),
    # --- zero and negative counts for flags never given them ---
    "bench-queries-at-once-negative": _refused(_bench("--queries-at-once", "-2"), "--queries-at-once"),
    "latency-executors-zero": _refused(_latency("-P", "0"), "--executors"),
    "latency-lengths-zero": _refused(_latency("--lengths", "0"), "--lengths"),
    "latency-lengths-negative": _refused(_latency("--lengths", "3,-5"), "--lengths"),
    "flex-executors-negative": _refused(_flex_run("-P", "-1"), "--executors"),
    "replan-executors-zero": _refused(_replan("--disrupt", "flight:day1", "-P", "0"), "--executors"),
    "replan-disrupt-a-price-times-1e309": _refused(_replan("--disrupt", "price:day1.lodging=x1e309"), "price"),
    "replan-today-past-int64": _refused(_replan("--disrupt", "flight:day1", "--today", "99999999999999999999"),
                                        "--today"),
    # --- a key twice with two values: one would be dropped in silence ---
    "flex-instance-days-twice": _refused(_flex_run(instances=_instance_with('"days": 5')), "days"),
    "evaluate-plans-plan-key-twice": _refused(lambda f: ["evaluate", f.file(
        "plans.jsonl", '{"idx": 1, "plan": [], "plan": [null]}\n'), "--queries", q(f)], "plan"),
    "compare-report-a-key-twice": _refused(lambda f: ["bench", "compare", f.file(
        "twice.json", REPORT.read_text(encoding="utf-8").rstrip()[:-1] + ', "split": "train", "split": "x"}'),
        str(REPORT)], "split"),
    "env-llm-a-key-twice": _llm_env("HIMAP_LLM", '{"temperature": 0.1, "temperature": 0.9}', "temperature"),
    "export-roles-a-key-twice": _refused(lambda f: ["export", "--runs", _roles(
        ROLE_LINE[:-1] + ', "role": "nobody"}\n')(f), "--out", _out(f)], "role", after=_not_made("o")),
    # --- a folder where a file belongs ---
    "evaluate-queries-a-folder": _refused(lambda f: ["evaluate", _plans_line(f), "--queries", _folder("qs")(f)],
                                          "qs"),
    "compare-report-a-folder": _refused(lambda f: ["bench", "compare", _folder("reports")(f), str(REPORT)],
                                        "reports"),
    "evaluate-report-an-existing-folder": _refused(lambda f: ["evaluate", _plans_line(f), "--queries", q(f),
                                                              "--report", _folder("r.json")(f)], "r.json"),
    "replan-deps-png-an-existing-folder": _refused(lambda f: [*_replan("--disrupt", "flight:day1")(f), "--deps-png",
                                                              _folder("d.png")(f)], "d.png"),
    "serve-log-a-folder": _refused(lambda f: ["serve", "small", "--timeout", "1", "--log", _folder("logs")(f)],
                                   "logs"),
    # --- a file where a folder belongs ---
    "latency-out-an-existing-file": _refused(lambda f: ["bench", "latency", "--split", q(f), "--limit", "1",
                                                        "--lengths", "3", "--out", f.file("o", KEEP)], "o",
                                             after=_file_kept("o", KEEP)),
    "load-out-an-existing-file": _refused(lambda f: [*_load()(f), "--out", f.file("o", KEEP)], "o",
                                          after=_file_kept("o", KEEP)),
    "build-3turn-source-a-file": _refused(lambda f: _build("--source", str(TWO_TURN), "--out", _out(f))(f),
                                          TWO_TURN.name, after=_not_made("o")),
    "build-3turn-source-an-empty-folder": _refused(lambda f: _build("--source", _folder("empty")(f), "--out",
                                                                    _out(f))(f), "empty", after=_not_made("o")),
    "build-3turn-out-an-existing-file": _refused(lambda f: _build("--out", f.file("o", KEEP))(f), "o",
                                                 after=_file_kept("o", KEEP)),
    "data-from-a-file": _refused(lambda f: ["data", "--from", f.file("data.zip", KEEP), "--out", _out(f)],
                                 "data.zip", after=_not_made("o")),
    "export-runs-the-roles-file-itself": _refused(lambda f: ["export", "--runs", str(Path(_roles(ROLE_LINE + "\n")(f))
                                                                                    / "roles.jsonl"),
                                                             "--out", _out(f)], "roles.jsonl", after=_not_made("o")),
    # --- file outputs that are links to a file outside the case's folder ---
    # corrected after scoring (expected refused): the ninth set's rule, for a link within the case's folder, is that an
    # output replaces the link and leaves the file it pointed at as it was; so it is here, the file outside the folder
    "evaluate-report-a-link-to-a-file-outside": _link_replaced(lambda f: [
        "evaluate", _plans_line(f), "--queries", q(f), "--report", _outside_link("r.json")(f)], "r.json"),
    "compare-out-a-link-to-a-file-outside": _link_replaced(lambda f: [
        "bench", "compare", str(REPORT), str(REPORT), "--out", _outside_link("c.md")(f)], "c.md"),
    "plan-deps-png-a-dangling-link-outside": _link_replaced(lambda f: [
        "plan", QUERY, "--deps-png", _outside_link("d.png", exists=False)(f)], "d.png", existed=False),
    # --- HIMAP_* settings of new bad values ---
    "env-llm-tool-choice-sometimes": _llm_env("HIMAP_LLM_TOOL_CHOICE", "sometimes", "HIMAP_LLM_TOOL_CHOICE"),
    "env-llm-enable-thinking-perhaps": _llm_env("HIMAP_LLM_ENABLE_THINKING", "perhaps", "HIMAP_LLM_ENABLE_THINKING"),
    "env-llm-api-key-with-a-line-end": _llm_env("HIMAP_LLM_API_KEY", "sk-local\nX-Injected: yes",
                                                "HIMAP_LLM_API_KEY"),
    "env-llm-json-an-api-key-with-a-line-end": _llm_env("HIMAP_LLM", '{"api_key": "sk-local\\nX-Injected: yes"}',
                                                        "api_key"),
    "env-llm-timeout-1e400": _llm_env("HIMAP_LLM_TIMEOUT", "1e400", "HIMAP_LLM_TIMEOUT"),
    "env-llm-json-timeout-infinity": _llm_env("HIMAP_LLM", '{"timeout": Infinity}', "timeout"),
    "env-monitoring-zero-point-zero": _env("HIMAP_MONITORING", "0.0", "HIMAP_MONITORING"),
    "env-executors-in-hex": _env("HIMAP_EXECUTORS", "0x3", "HIMAP_EXECUTORS"),
    "env-db-a-mysql-url": _env("HIMAP_DB", "mysql://127.0.0.1/trips", "HIMAP_DB", args=("--thread", "t"),
                               after=_not_made("mysql:")),
    # --- store URLs wrong in new ways ---
    "plan-db-postgres-scheme": _refused(_plan("--thread", "t", "--db", "postgres://himap@127.0.0.1:1/trips"),
                                        "postgres", after=_not_made("postgres:")),
    "plan-db-postgresql-on-a-closed-loopback-port": _refused(_plan("--thread", "t", "--db", CLOSED_STORE),
                                                             "127.0.0.1"),
    "load-db-postgresql-closed-port-two-processes": _refused(lambda f: [*_load()(f), "--db", CLOSED_STORE,
                                                                        "--processes", "2", "--out", _out(f)],
                                                             "127.0.0.1"),
    "env-db-postgresql-on-a-closed-loopback-port": _env("HIMAP_DB", CLOSED_STORE, "127.0.0.1", args=("--thread", "t")),
    "plan-db-postgresql-without-a-host": _refused(_plan("--thread", "t", "--db", "postgresql://"), "postgresql"),
    "replan-db-a-sqlite-url-to-a-folder": _refused(lambda f: ["replan", "--thread", "t", "--db",
                                                              "sqlite:///" + _folder("stores")(f),
                                                              "--disrupt", "flight:day1"], "stores",
                                                   after=_not_made("sqlite:")),
    "plan-db-under-a-file": _refused(lambda f: ["plan", QUERY, "--thread", "t", "--db",
                                                str(Path(f.file("notes", KEEP)) / "t.sqlite")], "notes"),
    # --- flags that contradict ---
    "bench-ablation-with-ablations": _refused(_bench("--ablation", "no-sigma", "--ablations", "all"), "--ablation"),
    "load-server-with-a-db": _refused(lambda f: [*_load()(f), "--server", "http://127.0.0.1:9", "--db",
                                                 _out(f, "t.sqlite"), "--out", _out(f)], "--db"),
    "latency-expert-policy-with-a-model": _refused(_latency("--limit", "1", "--lengths", "3", "--model", "qwen"),
                                                   "--model"),
    "serve-eager-and-no-eager": _refused(lambda f: ["serve", "small", "--timeout", "1", "--eager", "--no-eager"],
                                         "--eager"),
    # --- data laid out over its own source, or inside it ---
    "data-out-its-own-source-by-force": _refused(lambda f: ["data", "--from", _notes(f), "--out", str(f.root / "src"),
                                                            "--force"], "src", after=_source_kept("src")),
    "data-out-inside-its-source": _refused(lambda f: ["data", "--from", _notes(f), "--out",
                                                      str(f.root / "src" / "laid")], "src",
                                           after=_source_kept("src")),
    # --- requests with numbers no trip has ---
    "plan-request-for-nan-people": _refused(lambda f: ["plan", QUERY.replace("for 2 people", "for NaN people")]),
    "plan-request-a-budget-of-infinity": _refused(lambda f: ["plan", QUERY.replace("$1,400", "$Infinity")]),
    "plan-request-minus-three-days": _refused(lambda f: ["plan", QUERY.replace("a 3-day", "a -3-day")]),
    # --- not shut: legitimate inputs that must be taken ---
    "flex-instances-pretty-printed-with-windows-line-ends": _taken(_flex_run(instances=_crlf_instances)),
    "compare-a-report-with-windows-line-ends": _taken(lambda f: ["bench", "compare", f.file(
        "crlf.json", REPORT.read_text(encoding="utf-8").replace("\n", "\r\n")), str(REPORT)], limit_s=QUICK),
    "evaluate-queries-a-csv-with-a-byte-order-mark": _taken(lambda f: ["evaluate", _plans_line(f), "--queries",
                                                                       _queries_with(WITH_MARK)(f)], limit_s=QUICK),
    "plan-q-old-mac-line-ends": _taken(lambda f: ["plan", "--split", _queries_with(MAC_ENDS)(f), "--row", "0"]),
    "bench-out-with-blanks-and-letters-beyond-ascii": _taken(lambda f: ["bench", "run", "--split", q(f), "--out",
                                                                        _out(f, "run \u00fc \u65c5\u884c #1")]),
    "plan-q-named-with-blanks-and-accents": _taken(lambda f: ["plan", "--split", _queries_with(
        queries_bytes("utf-8"), "my qu\u00e9ries.csv")(f), "--row", "0"]),
    "plan-db-named-with-accents": _taken(_plan("--thread", "t", "--db", "trips \u00fc.sqlite")),
    "compare-reports-named-with-a-leading-dash-after-double-dash": _taken(lambda f: [
        "bench", "compare", "--", f.file("-a.json", REPORT.read_bytes()), f.file("-b.json", REPORT.read_bytes())],
        limit_s=QUICK),
    "evaluate-plans-named-with-a-leading-dash-after-double-dash": _taken(lambda f: [
        "evaluate", "--queries", q(f), "--", f.file("-plans.jsonl", json.dumps({"idx": 1, "plan": []}) + "\n")],
        limit_s=QUICK),
    "env-coordinator-set-empty": Probe(_plan(), code=0, limit_s=SLOW_PLAN, env=lambda f: {"HIMAP_COORDINATOR": ""}),
}


NAMES = list(CASES)

# Left, with why (the test fails when one of them is fixed, so that the list is kept true):
KNOWN_GAPS: dict[str, str] = {}


def verdict(name: str, folder: Folder) -> str:
    """The worst thing the case's run did, or "ok" (the second set's judge, on this set's cases)."""
    return judge_case(name, folder, CASES)


@pytest.mark.parametrize("name", NAMES)
def test_a_bad_input_gets_its_outcome_and_writes_nothing_it_must_not(tmp_path, data, name):  # noqa: F811 (data)
    check_bad_input(name, Folder(tmp_path / "case", data), verdict, KNOWN_GAPS)


# --- training configs, read by the scripts' own reader -----------------------------------------------------------------

TRAINING_REFUSED: dict[str, tuple[str, str]] = {
    "seed-a-fraction": ("seed: 1.5\n", "seed"),
    "max-steps-minus-five": ("max_steps: -5\n", "max_steps"),
}
# corrected after scoring (expected refused): a number quoted is read as the number it says, and a role listed twice
# filters the rows as listed once: each config means one thing, and is read so
TRAINING_TAKEN: dict[str, tuple[str, str, object]] = {
    "lora-rank-quoted": ("lora_rank: '8'\n", "lora_rank", 8),
    "a-role-listed-twice": ("roles: [departure, departure]\n", "roles", ["departure", "departure"]),
    "learning-rate-1e-minus-3": ("learning_rate: 1e-3\n", "learning_rate", pytest.approx(0.001)),  # YAML 1.1: a string
}


@pytest.mark.parametrize("shape", list(TRAINING_REFUSED))
def test_a_training_config_that_cannot_be_used_is_refused_naming_the_file_and_the_setting(tmp_path, shape):
    check_training_refused(tmp_path, *TRAINING_REFUSED[shape])


@pytest.mark.parametrize("shape", list(TRAINING_TAKEN))
def test_a_training_config_that_means_one_thing_is_read_as_it_means(tmp_path, shape):
    from trl import SFTConfig

    from himap_travel.training.config import DataArguments, TemplateArguments, parse_training_args

    text, setting, meant = TRAINING_TAKEN[shape]
    path = tmp_path / "cfg.yaml"
    path.write_text(f"output_dir: {tmp_path / 'out'}\nuse_cpu: true\nbf16: false\nreport_to: none\n{text}",
                    encoding="utf-8")
    parsed = parse_training_args((DataArguments, TemplateArguments, SFTConfig), ["--config", str(path)])
    assert next(getattr(kind, setting) for kind in parsed if hasattr(kind, setting)) == meant


def test_the_set_is_large_enough():
    total = len(CASES) + len(TRAINING_REFUSED) + len(TRAINING_TAKEN)
    assert total >= 70 and len(set(NAMES)) == len(NAMES)
    assert Path(__file__).name.endswith("_fourteenth.py") and TWO_TURN.is_file() and shutil.which("true")
