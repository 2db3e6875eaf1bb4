# One-command set-up: `make plan` (the main job) and `make test` create .venv/ when needed.
PYTHON ?= python3.11
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
QUERY ?= Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, with a budget of $$1,400.

.PHONY: setup train-setup plan test mutation bench clean

$(STAMP): pyproject.toml requirements.lock
	@command -v $(PYTHON) >/dev/null || { echo "need $(PYTHON) (set PYTHON=...)"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q torch==2.13.0
	$(PY) -m pip install -q -c requirements.lock -e '.[dev,train]'
	touch $(STAMP)

# Everything the tests need, the training extra included (tests/test_training_*.py run the smoke GRPO):
# torch first and pinned, the CPU build (a wider pin pulls a multi-GB CUDA build).
setup: $(STAMP)

# Kept for old instructions: setup installs the training extra now.
train-setup: setup

plan: setup
	$(PY) app.py plan '$(QUERY)'

test: setup
	$(VENV)/bin/ruff check .
	$(PY) -m pytest -n 2

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

bench: setup
	$(PY) bench/speed/evaluator.py
	$(PY) bench/speed/tools.py

clean:
	rm -rf $(VENV) .cache
