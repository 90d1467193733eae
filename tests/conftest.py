"""Session fixtures shared by the pre-commit tests (tests/test_precommit.py, tests/test_readme.py)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def hook_repo(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """A committed snapshot of this checkout and its commit hash, as pre-commit needs."""
    from tests.precommit_support import make_hook_repo

    return make_hook_repo(tmp_path_factory)


@pytest.fixture(scope="session")
def pre_commit_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One PRE_COMMIT_HOME per session: the hook virtualenv is built once."""
    return tmp_path_factory.mktemp("pre-commit-home")
