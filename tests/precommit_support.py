"""pre-commit in a throwaway git repository: the hook repository snapshot of this checkout, a
shared PRE_COMMIT_HOME, and running ``pre-commit run --all-files`` (fixtures in conftest.py)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import REPO

#: never copied into the hook repository snapshot
SNAPSHOT_EXCLUDES = {
    ".git",
    ".venv",
    "venv",
    "build",
    "dist",
    "__pycache__",
    ".pytest_cache",
    ".mypy_cache",
    ".ruff_cache",
    ".benchmarks",
    ".benchlint_cache",
}

GIT_IDENTITY = [
    "-c",
    "user.name=benchlint tests",
    "-c",
    "user.email=tests@benchlint.invalid",
    "-c",
    "commit.gpgsign=false",
]


def git(cwd: Path, *args: str) -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIT_")}
    done = subprocess.run(
        ["git", *GIT_IDENTITY, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120, check=True
    )
    return done.stdout.strip()


def _ignored(directory: str, names: list[str]) -> set[str]:
    return {name for name in names if name in SNAPSHOT_EXCLUDES or name.endswith(".egg-info")}


def make_hook_repo(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """A committed snapshot of the working tree (tracked or not), as pre-commit needs a git repo
    and a rev; the lead's uncommitted work is what gets tested."""
    snapshot = tmp_path_factory.mktemp("hook-repo") / "benchlint"
    shutil.copytree(REPO, snapshot, ignore=_ignored, symlinks=True)
    git(snapshot, "init", "-q")
    git(snapshot, "add", "-A")
    git(snapshot, "commit", "-q", "-m", "snapshot for the pre-commit test")
    return snapshot, git(snapshot, "rev-parse", "HEAD")


def run_pre_commit(repo: Path, home: Path, path: str | None = None) -> subprocess.CompletedProcess[str]:
    """``path``: PATH for the hooks (a `language: system` hook finds benchlint there)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GIT_", "PRE_COMMIT"))}
    if path is not None:
        env["PATH"] = path
    env["PRE_COMMIT_HOME"] = str(home)
    env.pop("GITHUB_ACTIONS", None)  # keep benchlint's default (concise) output
    return subprocess.run(
        [sys.executable, "-m", "pre_commit", "run", "--all-files", "--color", "never"],
        cwd=repo,
        env=env,
        capture_output=True,
        text=True,
        timeout=1200,  # the first run builds the hook virtualenv from the package index
    )
