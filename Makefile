# One-command set-up: `make plan` (the main job) and `make test` create .venv/ when needed.
PYTHON ?= python3.11
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
QUERY ?= Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, with a budget of $$1,400.

.PHONY: setup train-setup plan test bench clean

$(STAMP): pyproject.toml requirements.lock
	@command -v $(PYTHON) >/dev/null || { echo "need $(PYTHON) (set PYTHON=...)"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -c requirements.lock -e '.[dev]'
	touch $(STAMP)

setup: $(STAMP)

# The training extra (not needed to plan or test): torch first and pinned, the CPU build
# (a wider pin pulls a multi-GB CUDA build).
train-setup: setup
	$(PY) -m pip install -q torch==2.13.0
	$(PY) -m pip install -q -c requirements.lock -e '.[train]'

plan: setup
	$(PY) app.py plan '$(QUERY)'

test: setup
	$(PY) -m pytest -n 2

bench: setup
	$(PY) bench/speed/evaluator.py
	$(PY) bench/speed/tools.py

clean:
	rm -rf $(VENV) .cache
