"""The plot: titled with model, engine and operating point; curves labelled by record title;
p50 and p95 latency and TTFT and per-request decode speed; legend entries only for drawn data;
annotations that never cover each other."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from benchlint.cli.runner import plot
from benchlint.runner import plot as plotting
from benchlint.runner.lint import LintLine
from benchlint.runner.records import load_records
from benchlint.schema.model import (
    GPUs,
    Point,
    Record,
    ServingCap,
    SpeculativeDecoding,
    Stats,
    System,
    Workload,
)
from tests.helpers import SHARED

pytest.importorskip("matplotlib")

SEED003 = Path(__file__).resolve().parents[2] / "examples" / "records" / "seed003_four_configurations.yaml"
VLLM = SHARED / "corpus/results/vllm/results.json"


def _stats(p50: float, p95: float) -> Stats:
    return Stats(p50=p50, p95=p95)


def runner_record(title: str, scale: float = 1.0) -> Record:
    """What `measure` writes against a 4-slot CPU server: every statistic, the cap from the process."""
    points = []
    for c, agg in ((1, 60.0), (2, 100.0), (4, 150.0), (8, 152.0)):
        points.append(
            Point(
                concurrency=c,
                aggregate_tok_s=agg * scale,
                latency_s=_stats(0.5 * c, 0.7 * c),
                ttft_s=_stats(0.02 * c, 0.05 * c),
                per_request_decode_tok_s=_stats(60.0 / c**0.5, 70.0 / c**0.5),
            )
        )
    return Record(
        title=title,
        system=System(
            model="SmolLM2-135M-Instruct.Q4_1.gguf",
            engine="llama.cpp",
            engine_version="b7000",
            gpus=GPUs(count=0, type="cpu"),
            max_concurrent_sequences=ServingCap(value=4, source="process"),
        ),
        workload=Workload(stop_rule="fixed_length", max_tokens=64, prompt_tokens=Stats(mean=41.0), content_type="code"),
        speculative_decoding=SpeculativeDecoding(enabled=False),
        points=points,
    )


def legend_texts(legend: Any) -> list[str]:
    return [] if legend is None else [t.get_text() for t in legend.get_texts()]


def test_title_names_model_engine_and_operating_point() -> None:
    fig, _ = plotting.build_figure([plotting.Curve("np4 run", runner_record("np4 run"))])
    title = fig._suptitle.get_text()
    assert title.splitlines()[0] == "SmolLM2-135M-Instruct.Q4_1.gguf on llama.cpp b7000"
    op = title.splitlines()[1]
    for part in ("fixed length 64 tokens", "prompt ~41 tokens", "code prompts", "speculation off", "CPU only"):
        assert part in op, part
    assert "cap 4 (process)" in op


def test_curves_are_labelled_by_record_title_with_p50_p95_panels() -> None:
    curves = [plotting.Curve(t, runner_record(t, s)) for t, s in (("spec off", 1.0), ("spec on", 1.3))]
    fig, _ = plotting.build_figure(curves)
    assert legend_texts(fig.legends[0]) == ["spec off", "spec on"]
    panels = {ax.get_title(): ax for ax in fig.axes}
    assert set(panels) == {
        "aggregate (total output / wall)",
        "request latency",
        "time to first token",
        "per-request decode speed",
    }
    for name in ("request latency", "time to first token", "per-request decode speed"):
        assert legend_texts(panels[name].get_legend()) == ["p50", "p95"], name
        assert len(panels[name].get_lines()) >= 4  # two curves x two percentiles (plus cap lines)


def test_no_legend_entry_without_data() -> None:
    """vLLM's results state TTFT p50 (and p99) but no p95, no latency, and a median TPOT (read
    as the median per-request decode speed)."""
    if not VLLM.exists():
        pytest.skip("shared vLLM results file missing")
    curves = [plotting.Curve(item.label, item.record) for item in load_records(str(VLLM))]
    fig, _ = plotting.build_figure(curves)
    panels = {ax.get_title(): ax for ax in fig.axes}
    assert legend_texts(panels["time to first token"].get_legend()) == ["p50"]
    assert legend_texts(panels["per-request decode speed"].get_legend()) == ["p50"]
    assert panels["request latency"].get_legend() is None
    assert "not recorded" in [t.get_text() for t in panels["request latency"].texts]
    assert "request rate" in panels["per-request decode speed"].get_xlabel()
    # watched failing: give one point a TTFT p95 and its legend entry appears
    curves[0].record.points[0].ttft_s.p95 = 0.2
    fig, _ = plotting.build_figure(curves)
    ttft = next(ax for ax in fig.axes if ax.get_title() == "time to first token")
    assert legend_texts(ttft.get_legend()) == ["p50", "p95"]


def _boxes(fig: Any, annotations: list[Any]) -> list[Any]:
    renderer = fig.canvas.get_renderer()
    return [a.get_window_extent(renderer) for a in annotations]


def _crowded() -> list[Any]:
    """Three curves with the same knee at the same cap: one shared cap label, three CV003 labels, one spot."""
    finding = LintLine("CV003", "knee-at-configured-cap", "error", "$.points[2].aggregate_tok_s", "knee")
    return [plotting.Curve(f"run {n}", runner_record(f"run {n}", 1 + n / 50), (finding,)) for n in range(3)]


def test_annotations_never_overlap_and_stay_inside_their_axes() -> None:
    for curves in (_crowded(), [plotting.Curve(i.label, i.record, _seed003_findings(i)) for i in _seed003()]):
        fig, annotations = plotting.build_figure(curves)
        assert len(annotations) >= 4
        boxes = _boxes(fig, annotations)
        for a, b in itertools.combinations(boxes, 2):
            assert not a.overlaps(b), (a, b)
        for ann, box in zip(annotations, boxes, strict=True):
            frame = ann.axes.get_window_extent(fig.canvas.get_renderer())
            assert frame.x0 <= box.x0 and box.x1 <= frame.x1 and frame.y0 <= box.y0 and box.y1 <= frame.y1


def test_annotation_overlap_is_detected_without_separation(monkeypatch: pytest.MonkeyPatch) -> None:
    """Watched failing: the crowded case does overlap when labels keep their first place."""
    monkeypatch.setattr(plotting, "separate", lambda fig, annotations: fig.canvas.draw())
    fig, annotations = plotting.build_figure(_crowded())
    boxes = _boxes(fig, annotations)
    assert any(a.overlaps(b) for a, b in itertools.combinations(boxes, 2))


def _seed003() -> list[Any]:
    if not SEED003.exists():
        pytest.skip("examples/records/seed003_four_configurations.yaml missing")
    return load_records(str(SEED003))


def _seed003_findings(item: Any) -> tuple[LintLine, ...]:
    from benchlint.runner.lint import curve_findings

    return tuple(curve_findings(item, plotting.CURVE_FINDINGS))


def test_plot_command_reads_a_vllm_results_file_and_says_what_it_drew(tmp_path: Path) -> None:
    if not VLLM.exists():
        pytest.skip("shared vLLM results file missing")
    out = tmp_path / "vllm.png"
    result = CliRunner().invoke(plot, [str(VLLM), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert result.stderr.count("record ") >= 3 and "record 3 of 3 in" in result.stderr
    # the request-rate=inf run is a burst of 900 at once: a concurrency, not a rate; said, not hidden
    assert "1 point(s) not drawn" in result.stderr


def test_plot_title_option_picks_one_record_and_says_so(tmp_path: Path) -> None:
    out = tmp_path / "one.svg"
    result = CliRunner().invoke(plot, [str(SEED003), "-o", str(out), "--title", "DSpark"])
    assert result.exit_code == 0, result.output
    assert "record 4 of 4 in" in result.stderr and result.stderr.count("curve ") == 1
    svg = out.read_text()
    assert "DSpark drafter" in svg and "Marlin" not in svg
