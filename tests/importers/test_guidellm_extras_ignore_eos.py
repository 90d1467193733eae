"""GuideLLM's documented opt-out of ignore_eos (docs/guides/backends.md, "Controlling
End-of-Sequence Behavior"): ``extras.body.ignore_eos=false`` on the openai_http backend is
merged into every request body after GuideLLM's own ``ignore_eos: true``
(src/guidellm/backends/openai/request_handlers.py), and the report records it under
``config.spec.backend.extras`` and each benchmark's ``config.backend.extras``. The base is this
project's own GuideLLM 0.8.1 run (tests/data/peer-runs), changed in a temporary copy."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.importers._support import codes, records_of, write_json

RUN = Path(__file__).resolve().parents[1] / "data" / "peer-runs" / "guidellm" / "single-level" / "benchmarks.json"


def _with_extras(tmp_path: Path, extras: Any, where: str = "both") -> Path:
    report = json.loads(RUN.read_text(encoding="utf-8"))
    if where in {"both", "spec"}:
        report["config"]["spec"]["backend"]["extras"] = extras
    if where in {"both", "benchmarks"}:
        for bench in report["benchmarks"]:
            bench["config"]["backend"]["extras"] = extras
    return write_json(tmp_path / "benchmarks.json", report)


def test_the_default_sends_ignore_eos(tmp_path: Path) -> None:
    [record] = records_of(_with_extras(tmp_path, None))
    assert record.workload and (record.workload.ignore_eos, record.workload.stop_rule) == (True, "fixed_length")
    assert any(i.field == "workload.ignore_eos" for i in record.inferred or [])


def test_extras_body_ignore_eos_false_is_a_natural_stop(tmp_path: Path) -> None:
    path = _with_extras(tmp_path, {"body": {"ignore_eos": False}})
    [record] = records_of(path)
    workload = record.workload
    assert workload and (workload.ignore_eos, workload.stop_rule, workload.max_tokens) == (False, "natural", 64)
    assert not any(i.field == "workload.ignore_eos" for i in record.inferred or [])
    assert codes(path)["OP002"] == 0


def test_the_benchmarks_own_backend_config_is_read_too(tmp_path: Path) -> None:
    # the compact key=value parser may leave the value a string
    [record] = records_of(_with_extras(tmp_path, {"body": {"ignore_eos": "false"}}, where="benchmarks"))
    assert record.workload and record.workload.ignore_eos is False


def test_other_extras_leave_the_default(tmp_path: Path) -> None:
    [record] = records_of(_with_extras(tmp_path, {"body": {"temperature": 0.7}, "headers": {"x-a": "b"}}))
    assert record.workload and record.workload.ignore_eos is True
