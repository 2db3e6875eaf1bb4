"""The tests' layout (docs/development.md, "Where a module's tests live"): a module's tests are found from its path.

Every test file is in ``tests/unit/<a package folder>/`` (the tests of ``domain/evaluation/metrics.py`` in
``tests/unit/domain/evaluation/``), or in ``integration/``, ``faults/`` or ``repository/``; none is left at the top of
tests/, whose helpers are in ``tests/support/``. Test modules are imported by their basename (pytest's default import
mode: the repository root has an ``__init__.py``, so tests/ cannot be a package), so no two share one.
"""

from __future__ import annotations

import collections
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
REPO = TESTS.parent
KINDS = {"integration", "faults", "repository"}


def every_test_file() -> list[Path]:
    return sorted(path for path in TESTS.rglob("test_*.py") if "node_modules" not in path.parts)


def test_every_test_file_is_in_its_place():
    misplaced = []
    for path in every_test_file():
        folder = path.parent.relative_to(TESTS).parts
        if folder[:1] == ("unit",):
            package = REPO.joinpath(*folder[1:])
            if len(folder) < 2 or not (package / "__init__.py").exists():
                misplaced.append(f"{path.relative_to(REPO)}: tests/unit/ holds the package folders only")
        elif len(folder) != 1 or folder[0] not in KINDS:
            misplaced.append(f"{path.relative_to(REPO)}: not in unit/<package>, {', '.join(sorted(KINDS))}")
    assert misplaced == []


def test_no_two_test_files_share_a_basename():
    counts = collections.Counter(path.name for path in every_test_file())
    assert sorted(name for name, count in counts.items() if count > 1) == []


def test_the_top_of_tests_holds_conftest_only():
    assert sorted(path.name for path in TESTS.glob("*.py")) == ["conftest.py"]
