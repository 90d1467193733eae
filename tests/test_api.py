"""The public API: check() returns findings and the files read; render() writes any format."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from benchlint import api

REPO = Path(__file__).resolve().parents[1]


def test_check_returns_findings_and_files() -> None:
    result = api.check([str(REPO / "examples")], isolated=True)
    assert result.files and all(Path(f).exists() for f in result.files)
    assert result.findings == sorted(result.findings, key=lambda f: f.sort_key())


def test_select_and_ignore(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text('{"points": [{"aggregate_tok_s": 5}]}')
    only_op = api.check(str(path), isolated=True, select=["OP001"]).findings
    assert {f.code for f in only_op} == {"OP001"}
    assert not api.check(str(path), isolated=True, select="OP001", ignore=["OP001"]).findings


def test_missing_path_raises_config_error(tmp_path: Path) -> None:
    with pytest.raises(api.ConfigError):
        api.check([str(tmp_path / "absent.json")], isolated=True)


def test_render_json_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text('{"points": [{"aggregate_tok_s": 5}]}')
    result = api.check([str(path)], isolated=True)
    out = io.StringIO()
    api.render(result.findings, "json", out)
    assert len(json.loads(out.getvalue())) == len(result.findings)
    assert result.exit_code() == 1


def test_a_configured_baseline_applies_as_it_does_for_the_command(tmp_path: Path) -> None:
    from benchlint.linter import baseline

    path = tmp_path / "r.json"
    path.write_text('{"points": [{"aggregate_tok_s": 5}]}')
    everything = api.check([str(path)], isolated=True).findings
    assert everything
    baseline.write(everything, str(tmp_path / "base.json"))
    (tmp_path / ".benchlint.toml").write_text('baseline = "base.json"\n')
    assert api.check([str(path)]).findings == []
    # a new problem is still reported, and the baseline file itself is never linted
    path.write_text('{"points": [{"aggregate_tok_s": 5}, {"aggregate_tok_s": 7}]}')
    result = api.check([str(tmp_path)])
    assert result.findings and all(f.path == str(path) for f in result.findings)
    assert str(tmp_path / "base.json") not in result.files


def test_check_with_settings_reads_standard_input_as_the_command_does() -> None:
    from benchlint.linter.config import Settings

    result = api.check_with_settings(
        ["-"], Settings(select=["OP001"]), stdin=b'{"points": [{"aggregate_tok_s": 5}]}', stdin_filename="x.json"
    )
    assert [(f.path, f.code) for f in result.findings] == [("x.json", "OP001")]
    assert result.files == ["x.json"]
