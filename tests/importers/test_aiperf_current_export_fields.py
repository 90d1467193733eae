"""Fields the current AIPerf writes in profile_export_aiperf.json that older readers did not know
(ai-dynamo/aiperf src/aiperf/common/models/export_models.py, JsonExportData;
src/aiperf/metrics/types/spec_decode_metrics.py):

- speculative-decoding acceptance metrics, exported only when the engine reported acceptance
  stats (rates in percent; run-level token-weighted figures beside per-request means);
- ``run_info`` (trial, variation, redacted cli_command), ``good_request_count``,
  ``inter_chunk_latency``, ``error_isl``.

The export is written here in the writer's shape (not copied from a run)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.importers._support import codes, import_path, records_of, write_json


def _metric(unit: str, avg: float) -> dict[str, Any]:
    return {"unit": unit, "avg": avg, "p50": avg, "p99": avg, "min": avg, "max": avg, "std": 0.0}


def _export(tmp_path: Path, **extra: Any) -> Path:
    report: dict[str, Any] = {
        "schema_version": "1.4",
        "aiperf_version": "0.14.0",
        "request_throughput": _metric("requests/sec", 2.0),
        "request_latency": _metric("ms", 4000.0),
        "request_count": _metric("requests", 200),
        "time_to_first_token": _metric("ms", 120.0),
        "inter_token_latency": _metric("ms", 15.0),
        "output_token_throughput": _metric("tokens/sec", 512.0),
        "output_sequence_length": _metric("tokens", 256.0),
        "input_sequence_length": _metric("tokens", 1024.0),
        "benchmark_duration": _metric("sec", 100.0),
        "total_output_tokens": _metric("tokens", 51200),
        "error_request_count": _metric("requests", 0),
        "input_config": {
            "models": {"items": [{"name": "meta-llama/Llama-3.1-8B-Instruct"}]},
            "phases": [{"name": "profiling", "type": "concurrency", "concurrency": 8}],
            "endpoint": {"streaming": True},
        },
        "was_cancelled": False,
    }
    report.update(extra)
    return write_json(tmp_path / "profile_export_aiperf.json", report)


_SPEC = {
    "spec_decode_overall_draft_acceptance_rate": _metric("%", 62.0),
    "spec_decode_draft_acceptance_rate": _metric("%", 58.0),
    "spec_decode_token_weighted_acceptance_length": _metric("ratio", 2.9),
    "spec_decode_acceptance_length": _metric("ratio", 2.7),
    "total_draft_tokens": _metric("tokens", 40000),
    "total_accepted_draft_tokens": _metric("tokens", 24800),
}


def test_acceptance_metrics_say_speculation_was_on(tmp_path: Path) -> None:
    path = _export(tmp_path, **_SPEC)
    [record] = records_of(path)
    spec = record.speculative_decoding
    assert spec and spec.enabled is True
    # the run-level figures win over the per-request means; the rate is a fraction
    assert (spec.acceptance_rate, spec.acceptance_length) == (0.62, 2.9)
    assert (spec.draft_tokens, spec.accepted_tokens) == (40000, 24800)
    assert codes(path)["OP005"] == 0


def test_per_request_means_when_the_run_level_figures_are_absent(tmp_path: Path) -> None:
    spec_only = {
        k: v for k, v in _SPEC.items() if k in {"spec_decode_draft_acceptance_rate", "spec_decode_acceptance_length"}
    }
    [record] = records_of(_export(tmp_path, **spec_only))
    spec = record.speculative_decoding
    assert spec and (spec.enabled, spec.acceptance_rate, spec.acceptance_length) == (True, 0.58, 2.7)


def test_without_acceptance_metrics_the_state_stays_unknown(tmp_path: Path) -> None:
    path = _export(tmp_path)
    [record] = records_of(path)
    assert record.speculative_decoding is None
    assert codes(path)["OP005"] == 1


def test_current_writer_fields_are_known_and_run_info_gives_the_command(tmp_path: Path) -> None:
    path = _export(
        tmp_path,
        **_SPEC,
        good_request_count=_metric("requests", 190),
        inter_chunk_latency=_metric("ms", 40.0),
        error_isl=_metric("tokens", 0),
        total_error_isl=_metric("tokens", 0),
        run_info={"benchmark_id": "b1", "trial": 0, "cli_command": "aiperf profile --concurrency 8"},
    )
    _, outcome = import_path(path)
    assert not any(code == "unknown-keys" for code, _ in outcome.problems)
    [record] = records_of(path)
    assert record.provenance and record.provenance.command == "aiperf profile --concurrency 8"
    _, outcome = import_path(_export(tmp_path, some_future_metric=_metric("ms", 1.0)))
    assert [code for code, _ in outcome.problems] == ["unknown-keys"]
