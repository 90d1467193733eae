"""Writing records: atomic, with the mode a plain write would give, and nothing lost on failure."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from benchlint.schema.dump import replace_atomic, write_atomic


def test_new_file_gets_the_umask_mode_not_mkstemps_0600(tmp_path: Path) -> None:
    umask = os.umask(0o022)
    try:
        write_atomic(str(tmp_path / "r.yaml"), "points: []\n")
    finally:
        os.umask(umask)
    assert (tmp_path / "r.yaml").stat().st_mode & 0o777 == 0o644


def test_replaced_file_keeps_its_mode(tmp_path: Path) -> None:
    target = tmp_path / "r.yaml"
    target.write_text("old\n")
    target.chmod(0o640)
    write_atomic(str(target), "new\n")
    assert target.read_text() == "new\n" and target.stat().st_mode & 0o777 == 0o640


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "r.yaml"
    target.write_text("old\n")

    def explode(tmp: str) -> None:
        Path(tmp).write_text("half")
        raise RuntimeError("disk full")

    with pytest.raises(RuntimeError):
        replace_atomic(str(target), explode)
    assert target.read_text() == "old\n" and [p.name for p in tmp_path.iterdir()] == ["r.yaml"]
