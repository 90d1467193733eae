"""Companion files: they describe a run whose numbers live in another file (an inference-perf
config, the server's Kubernetes manifests, an MLPerf system description or
measurements.json). The result file's importer reads them; on their own they yield no record
and no finding, so linting a results folder does not call them "unknown format"."""

from __future__ import annotations

import os
from typing import Any

from benchlint.importers import ImportOutcome

_SYSTEM_KEYS = frozenset({"accelerator_model_name", "accelerators_per_node", "number_of_nodes", "system_type"})
_MEASUREMENT_KEYS = frozenset({"starting_weights_filename", "weight_data_types", "input_data_types"})
_RESULT_SUFFIXES = ("_lifecycle_metrics.json", "_prometheus_metrics.json")


def is_inference_perf_config(value: Any) -> bool:
    return (
        isinstance(value, dict)
        and isinstance(value.get("load"), dict)
        and isinstance(value.get("data"), dict)
        and (isinstance(value.get("server"), dict) or isinstance(value.get("api"), dict))
    )


def is_mlperf_system(value: Any) -> bool:
    return isinstance(value, dict) and len(_SYSTEM_KEYS & set(value)) >= 3


def manifest_documents(value: Any) -> list[dict[str, Any]]:
    docs = value if isinstance(value, list) else [value]
    return [d for d in docs if isinstance(d, dict) and "apiVersion" in d and "kind" in d]


def _beside_inference_perf_results(path: str) -> bool:
    folder = os.path.dirname(os.path.abspath(path))
    try:
        return any(name.endswith(_RESULT_SUFFIXES) for name in os.listdir(folder))
    except OSError:
        return False


def sniff(path: str, text: str, data: Any) -> str | None:
    if is_inference_perf_config(data):
        return "inference-perf-config"
    if is_mlperf_system(data):
        return "mlperf-system"
    if isinstance(data, dict) and set(data) >= _MEASUREMENT_KEYS:
        return "mlperf-measurements"
    # only manifests that sit with inference-perf results: elsewhere a manifest is not ours
    if manifest_documents(data) and _beside_inference_perf_results(path):
        return "kubernetes-manifest"
    return None


def import_file(path: str, text: str, data: Any, fmt: str) -> ImportOutcome:
    return ImportOutcome()
