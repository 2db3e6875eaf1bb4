"""Shared fixtures: the real sandbox (imported once per test session) and the benchmark splits."""

from __future__ import annotations

import pytest

from tools.queries import load_queries
from tools.sandbox import Sandbox, load_sandbox


@pytest.fixture(scope="session")
def sandbox() -> Sandbox:
    return load_sandbox()


@pytest.fixture(scope="session")
def train_queries():
    return load_queries("train")


@pytest.fixture(scope="session")
def validation_queries():
    return load_queries("validation_dev")
