"""Every runner command ends with its documented exit code, and refuses bad arguments before
it sends a request. Against the fake server (no engine needed)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from benchlint.cli.runner import (
    EXIT_CANNOT_REPRODUCE,
    EXIT_FINDINGS,
    EXIT_OK,
    EXIT_UNREACHABLE,
    EXIT_USAGE,
    crossover,
    measure,
    plot,
    remeasure,
)
from benchlint.runner.records import load_records, save_record
from tests.runner.conftest import free_port

#: a short sweep: two levels, one round, no warm-up, 8 tokens
QUICK = ["-c", "1,2", "-k", "1", "--warmup", "0", "--output-tokens", "8", "--repeats", "1", "--timeout", "5"]


def run(command: object, *args: str) -> Result:
    return CliRunner().invoke(command, list(args))  # type: ignore[arg-type]


def completions(server: object) -> int:
    return sum(1 for seen in server.seen if "completions" in seen.path)  # type: ignore[attr-defined]


# --- measure ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["run.txt", "run.jsonl", "run", "missing-folder/run.yaml"])
def test_measure_refuses_an_output_it_cannot_write_before_any_request(fake_server, tmp_path: Path, name) -> None:
    server = fake_server()
    result = run(measure, server.url, "-o", str(tmp_path / name), *QUICK)
    assert result.exit_code == EXIT_USAGE, result.output
    assert "--output" in result.output and "Traceback" not in result.output
    assert server.seen == []  # not even the probe: refused before any work


def test_measure_exits_1_on_error_findings_and_0_with_exit_zero(fake_server, tmp_path: Path) -> None:
    server = fake_server()
    out = tmp_path / "run.yaml"
    result = run(measure, server.url, "-o", str(out), *QUICK)
    # the fake server has no /slots: the record cannot say whether speculation was on (OP005, an error)
    assert result.exit_code == EXIT_FINDINGS, result.output
    assert "OP005 [error]" in result.output and "--exit-zero" in result.output
    assert out.exists()  # the record is written whatever its findings
    again = run(measure, server.url, "-o", str(out), "--force", "--exit-zero", *QUICK)
    assert again.exit_code == EXIT_OK, again.output
    assert "OP005 [error]" in again.output  # still reported, only the exit code changes
    quiet = run(measure, server.url, "-o", str(out), "--force", "--no-lint", *QUICK)
    assert quiet.exit_code == EXIT_OK and "OP005" not in quiet.output


def test_measure_lints_with_the_users_config_as_check_does(fake_server, tmp_path: Path) -> None:
    server = fake_server()
    out = tmp_path / "run.yaml"
    config = tmp_path / ".benchlint.toml"
    # only OP005 selected, so timing-dependent rules on a shared machine cannot move the verdict
    config.write_text('select = ["OP005"]\n\n[per-file-ignores]\n"run.yaml" = ["OP005"]\n')
    result = run(measure, server.url, "-o", str(out), *QUICK)
    assert result.exit_code == EXIT_OK, result.output
    assert "OP005" not in result.output and "no findings" in result.output
    config.write_text('select = ["OP005"]\n')  # watched failing: without the per-file ignore it is an error
    result = run(measure, server.url, "-o", str(out), "--force", *QUICK)
    assert result.exit_code == EXIT_FINDINGS and "OP005" in result.output


def test_measure_refuses_a_broken_config_before_the_sweep(fake_server, tmp_path: Path) -> None:
    server = fake_server()
    (tmp_path / ".benchlint.toml").write_text('select = ["XX999"]\n')
    result = run(measure, server.url, "-o", str(tmp_path / "run.yaml"), *QUICK)
    assert result.exit_code == EXIT_USAGE and "XX999" in result.output, result.output
    assert server.seen == []


def test_measure_cannot_reach_the_server_is_exit_3(tmp_path: Path) -> None:
    url = f"http://127.0.0.1:{free_port()}"
    result = run(measure, url, "-o", str(tmp_path / "run.yaml"), *QUICK)
    assert result.exit_code == EXIT_UNREACHABLE and "cannot reach" in result.output, result.output
    assert not (tmp_path / "run.yaml").exists()


def test_measure_a_server_that_completes_no_request_is_exit_3(fake_server, tmp_path: Path) -> None:
    server = fake_server(behaviour=lambda n: "500")
    result = run(measure, server.url, "-o", str(tmp_path / "run.yaml"), *QUICK)
    assert result.exit_code == EXIT_UNREACHABLE, result.output
    assert "completed no request" in result.output


def test_measure_usage_errors_are_exit_2_before_any_request(fake_server, tmp_path: Path) -> None:
    server = fake_server()
    out = str(tmp_path / "run.yaml")
    bad_prompts = tmp_path / "p.jsonl"
    bad_prompts.write_text("not json\n")
    cases = [
        ["--api-key-env", "BENCHLINT_TEST_UNSET_VARIABLE"],
        ["--prompts", str(bad_prompts)],
        ["--gpus", "0", "--gpu-type", "H100"],
    ]
    for extra in cases:
        result = run(measure, server.url, "-o", out, *QUICK, *extra)
        assert result.exit_code == EXIT_USAGE, (extra, result.output)
    assert run(measure, "ftp://example", "-o", out, *QUICK).exit_code == EXIT_USAGE
    assert server.seen == []


def test_measure_says_at_once_that_it_probes_and_warms_up(fake_server, tmp_path: Path) -> None:
    server = fake_server()
    result = run(measure, server.url, "-o", str(tmp_path / "run.yaml"), *QUICK, "--warmup", "1", "--exit-zero")
    assert result.stderr.splitlines()[0].startswith(f"probing {server.url}"), result.stderr
    assert "warm-up" in result.stderr.splitlines()[0]


def test_cpu_only_serving_is_stated_with_gpus_0(fake_server, tmp_path: Path) -> None:
    server = fake_server()
    out = tmp_path / "cpu.yaml"
    result = run(measure, server.url, "-o", str(out), *QUICK, "--gpus", "0", "--content-type", "code", "--exit-zero")
    assert result.exit_code == EXIT_OK, result.output
    gpus = load_records(str(out))[0].record.system.gpus
    assert (gpus.count, gpus.type) == (0, "cpu")
    assert "OP006" not in result.output and "OP004" not in result.output
    without = run(measure, server.url, "-o", str(out), "--force", *QUICK, "--exit-zero")
    assert "OP006" in without.output  # watched failing: not stated, not known


def test_default_repeats_give_every_point_a_spread(fake_server, tmp_path: Path) -> None:
    server = fake_server()
    out = tmp_path / "run.yaml"
    quick = QUICK[: QUICK.index("--repeats")] + QUICK[QUICK.index("--repeats") + 2 :]
    result = run(measure, server.url, "-o", str(out), *quick, "--exit-zero")
    record = load_records(str(out))[0].record
    assert record.repeats == 2 and all(len(p.repeat_aggregates_tok_s) == 2 for p in record.points)
    assert "RP001" not in result.output
    single = run(measure, server.url, "-o", str(out), "--force", *QUICK, "--exit-zero")
    assert "RP001" in single.output  # one pass asked for: no spread, and the record says so


# --- remeasure -------------------------------------------------------------------------------------


def _measured(fake_server, tmp_path: Path) -> tuple[object, Path]:
    server = fake_server(token_delay_s=0.02)
    path = tmp_path / "rec.yaml"
    assert run(measure, server.url, "-o", str(path), *QUICK, "--no-lint").exit_code == EXIT_OK
    return server, path


def test_remeasure_reproduced_0_disputed_1_cannot_4(fake_server, tmp_path: Path) -> None:
    server, path = _measured(fake_server, tmp_path)
    # a wide tolerance: the fake server shares this process and the machine's 2 cores with others
    args = ["--tolerance", "200%", "--warmup", "0", "--quiet", "--timeout", "5"]
    ok = run(remeasure, str(path), server.url, "-o", str(tmp_path / "a.yaml"), *args)
    assert ok.exit_code == EXIT_OK and "reproduced" in ok.output, ok.output

    record = load_records(str(path))[0].record
    for point in record.points:
        point.aggregate_tok_s = round(point.aggregate_tok_s / 10, 1)  # re-measured at +900%
    deflated = tmp_path / "deflated.yaml"
    save_record(record, str(deflated))
    disputed = run(remeasure, str(deflated), server.url, "-o", str(tmp_path / "b.yaml"), *args)
    assert disputed.exit_code == EXIT_FINDINGS and "disputed" in disputed.output, disputed.output

    record = load_records(str(path))[0].record
    record.system.max_concurrent_sequences.value = 64  # the server runs 2 slots, the record says 64
    other_cap = tmp_path / "cap64.yaml"
    save_record(record, str(other_cap))
    drift = run(remeasure, str(other_cap), server.url, "-o", str(tmp_path / "c.yaml"), *args)
    assert drift.exit_code == EXIT_CANNOT_REPRODUCE, drift.output
    assert "cannot-reproduce-operating-point: serving cap is 2 now" in drift.output


def test_remeasure_a_record_without_its_stop_rule_is_4_before_any_request(fake_server, tmp_path: Path) -> None:
    server = fake_server()
    path = tmp_path / "bare.yaml"
    path.write_text("points:\n  - {concurrency: 1, aggregate_tok_s: 50}\n")
    result = run(remeasure, str(path), server.url, "-o", str(tmp_path / "x.yaml"))
    assert result.exit_code == EXIT_CANNOT_REPRODUCE and "does not state its stop rule" in result.output
    assert server.seen == []


def test_remeasure_checks_its_output_name_and_record_first(fake_server, tmp_path: Path) -> None:
    server, path = _measured(fake_server, tmp_path)
    before = len(server.seen)
    assert run(remeasure, str(path), server.url, "-o", str(tmp_path / "x.txt")).exit_code == EXIT_USAGE
    assert run(remeasure, str(tmp_path / "nope.yaml"), server.url).exit_code == EXIT_USAGE
    assert len(server.seen) == before


# --- several records in one file --------------------------------------------------------------------

SEED003 = Path(__file__).resolve().parents[2] / "examples" / "records" / "seed003_four_configurations.yaml"


def test_crossover_on_a_file_of_four_records_asks_which(tmp_path: Path) -> None:
    result = run(crossover, str(SEED003), str(SEED003))
    assert result.exit_code == EXIT_USAGE, result.output
    assert "holds 4 records: 1 " in result.output and "--record N or --title" in result.output
    picked = run(crossover, str(SEED003), str(SEED003), "--on-record", "4", "--off-title", "Marlin")
    assert picked.exit_code == EXIT_OK, picked.output
    assert "ON: record 4 of 4 in" in picked.stderr and "OFF: record 3 of 4 in" in picked.stderr
    assert "DSpark drafter" in picked.stdout and "(Marlin)" in picked.stdout
    assert run(crossover, str(SEED003), str(SEED003), "--record", "9").exit_code == EXIT_USAGE
    assert run(crossover, str(SEED003), str(SEED003), "--title", "NVFP4").exit_code == EXIT_USAGE  # ambiguous


def test_remeasure_on_a_file_of_several_records_asks_which(fake_server, tmp_path: Path) -> None:
    server = fake_server()
    result = run(remeasure, str(SEED003), server.url, "-o", str(tmp_path / "x.yaml"))
    assert result.exit_code == EXIT_USAGE and "holds 4 records" in result.output
    assert server.seen == []


def test_plot_exit_codes(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    assert run(plot, str(SEED003), "-o", str(tmp_path / "x.gif")).exit_code == EXIT_USAGE
    assert run(plot, str(SEED003), "-o", str(tmp_path / "x.png"), "--record", "5").exit_code == EXIT_USAGE
    assert run(plot, str(tmp_path / "missing.yaml"), "-o", str(tmp_path / "x.png")).exit_code == EXIT_USAGE
    assert run(plot, str(SEED003), "-o", str(tmp_path / "x.png"), "--record", "2").exit_code == EXIT_OK


@pytest.mark.parametrize("command", ["measure", "remeasure", "plot", "crossover"])
def test_help_documents_the_exit_codes(command: str) -> None:
    from benchlint.cli import cli

    result = CliRunner().invoke(cli, [command, "--help"])
    assert result.exit_code == 0
    assert "Exit codes:" in result.output and "  0 " in result.output and "  2 " in result.output


def test_a_stated_speculation_state_fills_what_the_server_does_not_report(fake_server, tmp_path: Path) -> None:
    server = fake_server()  # no /slots: the server does not say whether it speculates
    out = tmp_path / "run.yaml"
    stated = [*QUICK, "--gpus", "0", "--content-type", "prose", "--speculation", "off"]
    result = run(measure, server.url, "-o", str(out), *stated)
    record = load_records(str(out))[0].record
    assert record.speculative_decoding.enabled is False
    assert not [line for line in result.output.splitlines() if ": OP0" in line], result.output  # OP-clean
    unstated = run(measure, server.url, "-o", str(out), "--force", *stated[:-2])
    assert "OP005" in unstated.output  # watched failing: not stated, not known
