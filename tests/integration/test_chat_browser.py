"""The chat in a real browser (issue 26): `langgraph dev`, our chat page in headless Chromium, a conversation, the rendered page checked.

The unit tests check the reply's markdown as text; only a page that renders it
as a chat UI does shows what a user sees. The page (``tests/ui/``) renders
replies as Agent Chat UI does, with a math-aware markdown renderer (remark-math
+ rehype-katex), so dollar amounts written unescaped are eaten as math there.
``tests/ui/build.sh`` installs the page's npm packages into ``.cache/ui/``
(kept between runs, redone when the lockfile changes) and bundles it; a Node
driver (puppeteer-core with Debian's ``chromium``) plays the steps, saves a
screenshot of each (``runs/chat-browser/``; ``make ui-test`` refreshes the committed ones in ``results/chat/``)
and reports what the page shows;
this module owns the scenario and the checks.

A turn is a user action on the page: a message sent, an answer or a cancel in
the question card (issue 39: a question asked over the open card keeps it; a
long plan shows its progress while it is made). Each adds exactly one assistant message: a clarifying
question is the reply of its turn, and the answer is a turn of its own (the
graph records it as a user message). Every check of every step is made, and
the test fails once, listing all that failed. The page streams subgraphs and takes
every values event for the thread's, as Agent Chat UI does: no step may show the
conversation shrinking while it streams (the planner's state once replaced it).

Without ``chromium`` or ``npm`` it is skipped, except under CI (``CI`` set),
where a missing piece fails it: ``.ci/run`` installs ``chromium``.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import re
import shutil
import subprocess
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path

import pytest
from PIL import Image, ImageChops  # Pillow: a dependency of matplotlib (pinned in requirements.lock)

from tests.support.langgraph_dev import ROOT, langgraph_dev, needs_cli

UI = ROOT / "tests" / "ui"
BUILD = ROOT / ".cache" / "ui"
# Where the screenshots go: runs/chat-browser/ (ignored) in a test run, so CI never rewrites committed files;
# `make ui-test` sets UI_SCREENSHOTS=results/chat to refresh the committed ones.
SHOTS = ROOT / os.environ.get("UI_SCREENSHOTS", "runs/chat-browser")
# What a plan costs against the budget, both amounts with their "$": "$876.00 of $1,400", "$876.00 of a $1,400 budget".
BUDGET_LINE = re.compile(r"\$[\d,]+\.\d\d of (?:an? |the |your )?\$[\d,]+")
SPENT_OF = re.compile(r"\d\.\d\d\s*of")  # the same line whatever became of its "$" ("876.00of1,400" once eaten as math)

REQUEST = ("Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to "
           "March 15th, 2022, with a budget of $1,400.")
NO_PEOPLE = "plan a trip from Washington to Myrtle Beach from March 13th to March 15th, 2022 with a budget of $1,400"


@dataclass(frozen=True)
class Step:
    """One user action and what its turn should show: ``plan`` (a plan reply), ``question`` (the card) or ``reply``.

    ``budget``: the total a plan reply shows, written as the user wrote it (with its "$"). ``progress``: a text the
    progress bubble must show while the plan is made (a long plan), screenshotted as it shows.
    """

    name: str
    action: str  # "say", "answer" or "cancel" (tests/ui/src/drive.js)
    text: str | None
    expect: str
    budget: str | None = None
    progress: str | None = None
    says: str | None = None  # a text the last reply must hold


LONG = "5 days from Washington to Myrtle Beach, March 13-17 2022, 2 people, $3,000"
STEPS = [
    Step("1-request", "say", REQUEST, "plan", budget="$1,400"),
    Step("2-budget-edit", "say", "make the budget $1,300", "plan", budget="$1,300"),
    Step("3-thanks", "say", "thanks!", "reply"),
    Step("4-question", "say", NO_PEOPLE, "question"),
    Step("5-answered", "answer", "2", "plan", budget="$1,400"),
    Step("6-question-again", "say", NO_PEOPLE, "question"),
    Step("7-cancelled", "cancel", None, "reply"),
    Step("8-question", "say", NO_PEOPLE, "question"),
    Step("9-asked-over-the-card", "say", "how much is day 2?", "question", says="isn't planned yet"),  # the card stays
    Step("9b-empty-answer", "answer", "", "question", says="Your answer was empty"),  # asked again, no error
    Step("10-answered-in-the-card", "answer", "two of us", "plan", budget="$1,400"),
    Step("11-long-plan", "say", LONG, "plan", budget="$3,000", progress="day 3 of 5 planned"),
]


@pytest.mark.integration
@needs_cli
def test_chat_in_a_browser(tmp_path):
    """A request, two follow-ups, a question answered and one cancelled: every step's page checked (see the module's docstring)."""
    chromium, node, _npm = (_tool(name) for name in ("chromium", "node", "npm"))
    _build_page()
    with langgraph_dev(tmp_path / "server.log") as api, _static_server(BUILD / "dist") as page:
        report = _drive(node, chromium, f"{page}/index.html?api={api}", tmp_path)
    failures = [f"driver: {report['error']}"] if report["error"] else []
    # a driver that failed midway took fewer snapshots than there are steps: its error is reported above
    for turn, (step, shown) in enumerate(zip(STEPS, report["snapshots"], strict=False), start=1):
        failures += [f"{step.name}: {problem}" for problem in _problems(step, shown, turn)]
    if len(report["snapshots"]) < len(STEPS):
        failures.append(f"only {len(report['snapshots'])} of {len(STEPS)} steps ran")
    assert not failures, "\n".join(failures)


def _tool(name: str) -> str:
    """The program's path; a missing one skips the test, or fails it under CI (where .ci/run installs it)."""
    path = shutil.which(name)
    if path is None:
        message = f"{name} is not installed (the browser test needs chromium, node and npm: apt-get install chromium nodejs npm)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return path


def _build_page() -> None:
    """npm ci (cached in .cache/ui/) and the esbuild bundle: the test builds what it serves, so a fresh clone needs no step of its own."""
    built = subprocess.run(["bash", str(UI / "build.sh"), str(BUILD)], capture_output=True, text=True, timeout=600)
    assert built.returncode == 0, f"tests/ui/build.sh failed:\n{built.stdout[-3000:]}{built.stderr[-3000:]}"


@contextmanager
def _static_server(folder: Path) -> Iterator[str]:
    """The built page over HTTP on a loopback port (a file:// page may not call the server)."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:  # no request log in the test's output
        pass


def _drive(node: str, chromium: str, url: str, tmp_path: Path) -> dict:
    """Plays STEPS in headless Chromium (tests/ui/src/drive.js): ``{"snapshots": [what each step shows], "error"}``."""
    shots = tmp_path / "shots"
    shots.mkdir()
    scenario = tmp_path / "scenario.json"
    scenario.write_text(json.dumps({"url": url, "chromium": chromium, "shots": str(shots), "timeout_ms": 180_000,
                                    "steps": [asdict(step) for step in STEPS]}))
    driven = subprocess.run([node, str(BUILD / "drive.mjs"), str(scenario)], capture_output=True, text=True, timeout=1500)
    _keep_screenshots(shots)
    assert driven.stdout.startswith("{"), f"the driver failed:\n{driven.stdout[-2000:]}{driven.stderr[-3000:]}"
    (tmp_path / "page.json").write_text(driven.stdout)  # what each step showed, whole, for a failure's reader
    return json.loads(driven.stdout)


def _keep_screenshots(shots: Path) -> None:
    """Into ``SHOTS``, except where the saved one shows the same page.

    Chromium's anti-aliasing of a rounded corner varies by a shade between runs: a run that
    changed nothing visible leaves the committed screenshots as they are.
    """
    SHOTS.mkdir(parents=True, exist_ok=True)
    for shot in sorted(shots.glob("*.png")):
        saved = SHOTS / shot.name
        if not (saved.exists() and _same_picture(shot, saved)):
            shutil.copyfile(shot, saved)


def _same_picture(a: Path, b: Path, shades: int = 8) -> bool:
    with Image.open(a) as one, Image.open(b) as other:
        if one.size != other.size:
            return False
        difference = ImageChops.difference(one.convert("RGB"), other.convert("RGB"))
        return max(high for _, high in difference.getextrema()) <= shades


def _problems(step: Step, shown: dict, turn: int) -> list[str]:
    """What is wrong on the page after the step (``shown``: tests/ui/src/drive.js's readPage)."""
    reply = shown["ai"][-1] if shown["ai"] else ""
    problems = []
    if shown["state"] != "idle" or shown["error"]:
        problems.append(f"the page is {shown['state']}: {shown['error']}")
    if len(shown["ai"]) != turn:
        problems.append(f"{len(shown['ai'])} assistant messages after {turn} turns (one reply per turn)")
    if shown["other"]:
        problems.append(f"messages neither user nor assistant: {shown['other']}")
    if shown["lost"]:  # a nested graph's values taken for the thread's, as Agent Chat UI's useStream takes them
        problems.append(f"the conversation vanished while the turn streamed: {shown['lost']}")
    if step.text and shown["human"][-1:] != [step.text]:  # a cancel and an empty answer send no user message
        problems.append(f"the last user message is not {step.text!r}: {shown['human'][-1:]}")
    if '{"' in shown["text"]:
        problems.append(f"raw JSON on the page: {_around(shown['text'], '{' + chr(34))!r}")
    if shown["math"]:  # a reply never means math: text between two "$" was eaten by the renderer
        problems.append(f"text typeset as math in the reply: {shown['math']}")
    if SPENT_OF.search(reply) and not BUDGET_LINE.search(reply):
        problems.append(f"the budget line lost its dollar amounts: {_around(reply, SPENT_OF.search(reply).group())!r}")
    return problems + _expected(step, shown, reply)


def _expected(step: Step, shown: dict, reply: str) -> list[str]:
    """The step's own expectation: the question card; or the card gone and a reply (a plan: with its budget line)."""
    if step.expect == "question":
        problems = [] if shown["card"] and "people" in shown["question"] else [f"no question card about people: {shown['question']!r}"]
        return problems + ([f"the reply does not say {step.says!r}: {reply[:160]!r}"] if step.says and step.says not in reply else [])
    problems = ["the question card is still shown"] if shown["card"] else []
    if step.progress and not any(step.progress in seen for seen in shown["progress"]):
        problems.append(f"the progress never showed {step.progress!r}: {shown['progress'][-1:]}")
    if not reply.strip():
        problems.append("no reply text")
    line = BUDGET_LINE.search(reply)
    if step.budget and not SPENT_OF.search(reply):  # a budget line that lost its "$" is reported by _problems
        problems.append(f"the plan reply shows no budget line ('$X.XX of {step.budget}'): {reply[:160]!r}")
    elif step.budget and line and not line.group().endswith(step.budget):
        problems.append(f"the budget line says {line.group()!r}, not of {step.budget}")
    return problems


def _around(text: str, marker: str, width: int = 80) -> str:
    at = text.find(marker)
    return text[max(0, at - 10): at + width]
