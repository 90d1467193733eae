"""The runner's own record against the real CPU llama-server: OP-clean when the user states what
the server cannot report, no RP001 with the default repeats, and a plot titled from the record."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from benchlint.cli.runner import measure, plot
from benchlint.runner.records import load_records
from tests.runner.conftest import LlamaServer

pytestmark = pytest.mark.engine


def test_cpu_record_is_op_clean_and_plots_with_its_operating_point(server_np4: LlamaServer, tmp_path: Path) -> None:
    out = tmp_path / "cpu.yaml"
    args = [server_np4.url, "-o", str(out), "-c", "1,2", "-k", "1", "--output-tokens", "16", "--quiet"]
    result = CliRunner().invoke(measure, [*args, "--gpus", "0", "--content-type", "code", "--exit-zero"])
    assert result.exit_code == 0, result.output
    findings = [line for line in result.output.splitlines() if line.startswith(f"{out}:")]
    assert not [f for f in findings if ": OP0" in f or ": RP001" in f], findings
    record = load_records(str(out))[0].record
    assert (record.system.gpus.count, record.system.gpus.type) == (0, "cpu")
    assert record.repeats == 2 and record.speculative_decoding.enabled is False  # /slots says off

    pytest.importorskip("matplotlib")
    from benchlint.runner import plot as plotting

    fig, _ = plotting.build_figure([plotting.Curve("cpu", record)])
    title = fig._suptitle.get_text()
    assert "on llama.cpp" in title and "CPU only" in title and "cap 4 (process)" in title
    assert CliRunner().invoke(plot, [str(out), "-o", str(tmp_path / "cpu.png")]).exit_code == 0

    bare = CliRunner().invoke(measure, [*args, "--force", "--exit-zero"])  # watched failing: nothing stated
    assert "OP006" in bare.output
