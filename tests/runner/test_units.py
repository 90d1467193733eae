"""Unit tests of the runner's parts on seed numbers and hand-made streams (no server)."""

from __future__ import annotations

import asyncio
import io
import json
import statistics
from pathlib import Path

import pytest

from benchlint.runner import crossover as co
from benchlint.runner import remeasure as rm
from benchlint.runner.build import RunFacts, build_point, stats
from benchlint.runner.client import RequestResult, RequestSpec, retry_after_seconds
from benchlint.runner.prompts import BUILTIN_SETS, PromptError, Tokenizer, builtin, from_jsonl, sized_prompts
from benchlint.runner.server import parse_metrics
from benchlint.runner.sse import MalformedStream, SSEDecoder
from benchlint.runner.sweep import LevelResult, SweepPlan
from benchlint.schema.model import Point, Record, ServingCap, SpeculativeDecoding, Stats, System, Workload

# --- SSE -------------------------------------------------------------------------------------------


def test_sse_events_split_across_reads_comments_and_crlf() -> None:
    dec = SSEDecoder()
    assert dec.feed(b'data: {"a"') == []
    assert dec.feed(b": 1}\r\n\r\n: keep-alive\n\ndata: [DONE]\n") == ['{"a": 1}']
    assert dec.feed(b"\n") == ["[DONE]"]


def test_sse_rejects_a_line_that_is_not_a_field() -> None:
    with pytest.raises(MalformedStream, match="malformed SSE line"):
        SSEDecoder().feed(b"<html>oops</html>\n")


def test_sse_flushes_an_unterminated_final_event() -> None:
    dec = SSEDecoder()
    dec.feed(b"data: last")
    assert dec.close() == ["last"]


# --- metrics ---------------------------------------------------------------------------------------

LLAMA_METRICS = """# HELP llamacpp:requests_processing Number of requests processing.
# TYPE llamacpp:requests_processing gauge
llamacpp:requests_processing 4
llamacpp:requests_deferred 3
llamacpp:spec_decode_num_draft_tokens_total 125
llamacpp:spec_decode_num_accepted_tokens_total 125
llamacpp:spec_decode_num_accepted_tokens_per_pos_total{position="0"} 16
llamacpp:spec_decode_num_accepted_tokens_per_pos_total{position="1"} 15
vllm:num_requests_waiting{model_name="m",engine="0"} 2 1700000000000
vllm:num_requests_waiting{model_name="m",engine="1"} 5
"""


def test_parse_metrics_sums_label_sets_and_ignores_timestamps() -> None:
    m = parse_metrics(LLAMA_METRICS)
    assert m["llamacpp:requests_processing"] == 4
    assert m["llamacpp:requests_deferred"] == 3
    assert m["llamacpp:spec_decode_num_accepted_tokens_per_pos_total"] == 31
    assert m["vllm:num_requests_waiting"] == 7


# --- request body, Retry-After ---------------------------------------------------------------------


def test_fixed_length_body_sends_both_spellings_and_natural_sends_neither() -> None:
    fixed = RequestSpec("completions", "hi", 64, fixed_length=True).body()
    assert fixed["ignore_eos"] is True and fixed["min_tokens"] == 64 and fixed["max_tokens"] == 64
    natural = RequestSpec("chat", "hi", 64).body()
    assert "ignore_eos" not in natural and "min_tokens" not in natural
    assert natural["messages"] == [{"role": "user", "content": "hi"}]


def test_retry_after_seconds_and_dates() -> None:
    assert retry_after_seconds("2.5") == 2.5
    assert retry_after_seconds("Wed, 21 Oct 2015 07:28:00 GMT") == 0.0  # in the past
    assert retry_after_seconds("soon") is None and retry_after_seconds(None) is None


# --- statistics and the point ----------------------------------------------------------------------


def test_runner_stats_are_the_schema_definition() -> None:
    data = [0.015, 0.579, 1.891, 4.575, 2.2, 3.1, 0.9]
    s = stats(data)
    assert s is not None and s.min == 0.015 and s.max == 4.575
    assert s.p50 == statistics.median(data)
    assert s.p95 == pytest.approx(statistics.quantiles(data, n=20, method="inclusive")[-1])
    assert s.std == round(statistics.pstdev(data), 6)  # population std, as the importers and the schema say
    assert s.std != round(statistics.stdev(data), 6)
    assert stats([None]) is None
    assert stats([7.0]).std == 0.0  # one value has no spread


def _queued_level(concurrency: int, per_request_s: float) -> LevelResult:
    """A serial server: requests finish one after another, each writing 64 tokens in per_request_s."""
    level = LevelResult(concurrency, 0)
    for i in range(concurrency):
        start_writing = i * per_request_s
        level.results.append(
            RequestResult(
                sent_at=0.0,
                first_token_at=start_writing + 0.01,
                ended_at=start_writing + per_request_s,
                output_tokens=64,
                count_source="usage",
                prompt_tokens=20,
            )
        )
    return level


def _plan() -> SweepPlan:
    return SweepPlan("http://x", "completions", (1, 8), 1, ("p",), 64, True)


def test_point_aggregate_is_total_over_wall_never_the_sum_of_request_speeds() -> None:
    point = build_point(8, [_queued_level(8, 0.6)], _plan(), RunFacts())
    assert point.wall_s == pytest.approx(4.8)
    assert point.aggregate_tok_s == pytest.approx(8 * 64 / 4.8)  # 106.7
    summed = point.per_request_decode_tok_s.mean * 8
    assert summed == pytest.approx(8 * 64 / 0.59, rel=1e-3)  # 867.8: what a summed figure would claim
    assert summed > 8 * point.aggregate_tok_s
    assert point.achieved_concurrency == pytest.approx(sum((i + 1) * 0.6 for i in range(8)) / 4.8)


def test_failed_requests_count_in_wall_but_not_in_tokens() -> None:
    level = _queued_level(2, 1.0)
    level.results.append(RequestResult(sent_at=0.0, ended_at=3.0, error="HTTP 500", chunks=5))
    point = build_point(2, [level], _plan(), RunFacts())
    assert (point.requests, point.failed_requests, point.output_tokens_total) == (2, 1, 128)
    assert point.wall_s == 3.0 and point.aggregate_tok_s == pytest.approx(128 / 3)
    assert point.failures_included is False


def test_repeats_pool_into_one_point_and_keep_each_aggregate() -> None:
    a, b = _queued_level(2, 1.0), _queued_level(2, 2.0)
    b.repeat = 1
    point = build_point(2, [a, b], _plan(), RunFacts())
    assert point.repeat_aggregates_tok_s == [64.0, 32.0]
    assert point.aggregate_tok_s == pytest.approx(256 / 6)


# --- prompts ---------------------------------------------------------------------------------------


def test_builtin_sets_exist_with_distinct_tasks() -> None:
    for name in BUILTIN_SETS:
        s = builtin(name)
        assert s.content_type == name and len(set(s.tasks)) == len(s.tasks) >= 8 and len(s.material) > 1000
    with pytest.raises(PromptError):
        builtin("poetry")


def test_prompts_file_errors_are_messages(tmp_path: Path) -> None:
    good = tmp_path / "p.jsonl"
    good.write_text(json.dumps({"prompt": "a"}) + "\n\n" + json.dumps({"prompt": "b"}) + "\n")
    assert from_jsonl(str(good), "code").tasks == ("a", "b")
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"prompt": "a"}\n{"text": 1}\n')
    with pytest.raises(PromptError, match=r"bad.jsonl:2: expected an object"):
        from_jsonl(str(bad), None)


class _WordTokenizer(Tokenizer):
    """One token per whitespace-separated word, as pieces."""

    def __init__(self) -> None:
        self.has_tokenize = True
        self.unavailable = None

    async def pieces(self, text: str) -> list[bytes] | None:
        words = text.split(" ")
        return [(w if i == 0 else " " + w).encode() for i, w in enumerate(words)]


def test_sized_prompts_reach_the_target_and_do_not_share_a_prefix() -> None:
    tok = _WordTokenizer()
    prompts = asyncio.run(sized_prompts(builtin("prose"), 300, tok))
    counts = [asyncio.run(tok.count(p)) for p in prompts]
    assert all(abs(c - 300) <= 2 for c in counts), counts
    starts = {p.split("Reference material:\n", 1)[1][:40] for p in prompts}
    assert len(starts) == len(prompts)  # each prompt's material starts elsewhere: no shared cached prefix


# --- crossover (seed 004 section 4: a 2.5x gain at one request, a loss under load) -----------------


def _curve(points: dict[int, float], spec: bool) -> Record:
    return Record(
        system=System(gpus=None),
        workload=Workload(stop_rule="fixed_length", max_tokens=256, content_type="code"),
        speculative_decoding=SpeculativeDecoding(enabled=spec),
        points=[Point(concurrency=c, aggregate_tok_s=v) for c, v in points.items()],
    )


OFF = {1: 50.0, 8: 300.0, 32: 900.0, 128: 1500.0}
ON = {1: 125.0, 8: 450.0, 32: 880.0, 128: 975.0}  # 2.5x at one request, 0.65x (-35%) at 128


def test_crossover_finds_where_speculation_stops_paying() -> None:
    result = co.crossover(_curve(ON, True), _curve(OFF, False))
    assert [round(p.speedup, 2) for p in result.points] == [2.5, 1.5, 0.98, 0.65]
    assert len(result.crossings) == 1 and 8 < result.crossings[0] < 32
    assert result.differences == ["speculative_decoding.enabled: true vs false"]
    text = co.render_text(result, "on", "off")
    assert "crosses 1.0 at concurrency ~" in text


def test_crossover_watched_failing_no_crossing_when_the_loss_is_removed() -> None:
    on = {**ON, 32: 950.0, 128: 1600.0}
    result = co.crossover(_curve(on, True), _curve(OFF, False))
    assert result.crossings == []
    assert "stays above 1.0" in co.render_text(result, "on", "off")


def test_crossover_warns_when_records_differ_in_more_than_one_setting() -> None:
    off = _curve(OFF, False)
    off.workload.content_type = "prose"
    result = co.crossover(_curve(ON, True), off)
    assert len(result.differences) == 2
    assert "differ in 2 settings" in co.render_text(result, "on", "off")


# --- remeasure verdicts ----------------------------------------------------------------------------


def _measured(agg: float, cap: int = 8) -> Record:
    return Record(
        system=System(max_concurrent_sequences=ServingCap(value=cap, source="process")),
        workload=Workload(stop_rule="fixed_length", max_tokens=64, content_type="prose"),
        points=[
            Point(
                concurrency=8,
                requests=16,
                aggregate_tok_s=agg,
                output_tokens_total=1024,
                wall_s=1024 / agg,
                output_tokens=Stats(min=64, max=64, mean=64),
            )
        ],
    )


def test_remeasure_verdicts_reproduced_disputed_and_drifted() -> None:
    fresh = _measured(150.0)
    assert rm.compare(_measured(160.0), fresh, 0.15, None)[0].verdict == rm.REPRODUCED
    tripled = rm.compare(_measured(480.0), fresh, 0.15, None)[0]
    assert tripled.verdict == rm.DISPUTED and "off by 69%" in tripled.reason
    other_cap = rm.compare(_measured(160.0, cap=4), fresh, 0.15, None)[0]
    assert other_cap.verdict == rm.CANNOT and "serving cap is 8 now, the record says 4" in other_cap.reason


def test_remeasure_cannot_rebuild_a_point_without_its_stop_rule() -> None:
    old = _measured(160.0)
    old.workload.stop_rule = None
    options, blocked = rm.plan_from_record(old, "http://x", None)
    assert [b.verdict for b in blocked] == [rm.CANNOT] and "stop rule" in blocked[0].reason
    old.workload.stop_rule = "natural"
    options, blocked = rm.plan_from_record(old, "http://x", None)
    assert blocked == [] and options.stop == "natural" and options.concurrencies == (8,)
    assert options.requests_per_worker == 2 and options.prompt_set == "prose"


def test_tolerance_and_point_selector_parsing() -> None:
    assert rm.parse_tolerance("15%") == pytest.approx(0.15) and rm.parse_tolerance("0.2") == 0.2
    assert rm.parse_point_selector("concurrency=8") == 8 and rm.parse_point_selector("4") == 4
    for bad in ("rate=2", "concurrency=x", "concurrency=0"):
        with pytest.raises(ValueError):
            rm.parse_point_selector(bad)
    with pytest.raises(ValueError):
        rm.parse_tolerance("lots")


# --- plot ------------------------------------------------------------------------------------------

SEED003 = Path(__file__).resolve().parents[2] / "examples" / "records" / "seed003_four_configurations.yaml"


def test_plot_marks_the_curve_findings_on_seed_003(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    from click.testing import CliRunner

    from benchlint.cli.runner import plot

    if not SEED003.exists():
        pytest.skip("examples/records/seed003_four_configurations.yaml is not in this tree")
    out = tmp_path / "curve.svg"
    result = CliRunner().invoke(plot, [str(SEED003), "-o", str(out)])
    assert result.exit_code == 0, result.output
    svg = out.read_text()
    for label in ("CV002 queueing", "CV003 knee at cap", "CV004 unsaturated", "cap 1 (process)"):
        assert label in svg, label
    png = tmp_path / "curve.png"
    assert CliRunner().invoke(plot, [str(SEED003), "-o", str(png), "--no-findings"]).exit_code == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert CliRunner().invoke(plot, [str(SEED003), "-o", str(tmp_path / "x.gif")]).exit_code == 2


# --- progress display ------------------------------------------------------------------------------


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_shows_level_requests_done_and_live_rate_on_a_terminal() -> None:
    from benchlint.runner.progress import ConsoleProgress

    screen = _Terminal()
    progress = ConsoleProgress(screen)
    level = _queued_level(4, 0.5)
    done, level.results = level.results, []
    progress.level_started(level, 4)
    for result in done:
        level.results.append(result)
        progress.request_done(level)
    progress.level_done(level)
    text = screen.getvalue()
    assert "concurrency    4: 0/4 requests" in text and "tok/s live" in text
    assert text.endswith("concurrency    4: 4 done, 0 failed,    128.0 tok/s over 2.00 s\n")


def test_progress_prints_one_line_per_level_when_not_a_terminal() -> None:
    from benchlint.runner.progress import ConsoleProgress

    log = io.StringIO()
    progress = ConsoleProgress(log, repeats=2)
    level = _queued_level(2, 1.0)
    progress.level_started(level, 2)
    progress.request_done(level)
    progress.level_done(level)
    assert log.getvalue() == "concurrency    2 (repeat 1/2): 2 done, 0 failed,     64.0 tok/s over 2.00 s\n"


# --- crossover CLI ---------------------------------------------------------------------------------


def test_crossover_command_prints_the_table_and_json(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from benchlint.cli.runner import crossover
    from benchlint.runner.records import save_record

    on, off = tmp_path / "on.yaml", tmp_path / "off.json"
    save_record(_curve(ON, True), str(on))
    save_record(_curve(OFF, False), str(off))
    text = CliRunner().invoke(crossover, [str(on), str(off)])
    assert text.exit_code == 0 and "2.50x" in text.output and "crosses 1.0 at concurrency ~" in text.output
    data = json.loads(CliRunner().invoke(crossover, [str(on), str(off), "--format", "json"]).output)
    assert [p["concurrency"] for p in data["points"]] == [1, 8, 32, 128] and len(data["crossings"]) == 1
    bad = tmp_path / "bad.yaml"
    bad.write_text("points: [{concurrency: -1}]\n")
    result = CliRunner().invoke(crossover, [str(bad), str(off)])
    assert result.exit_code == 2 and "not a valid benchlint record" in result.output
    assert "Traceback" not in result.output


def test_ladder_hint_when_the_ladder_ends_at_or_below_the_servers_cap() -> None:
    from benchlint.runner.tables import ladder_hint

    record = Record(
        system=System(max_concurrent_sequences=ServingCap(value=8, source="process")),
        points=[Point(concurrency=c, aggregate_tok_s=10.0 * c) for c in (1, 2, 4, 8)],
    )
    assert "add a rung past the cap (e.g. -c 1,2,4,8,16)" in (ladder_hint(record) or "")
    record.points.append(Point(concurrency=16, aggregate_tok_s=90.0))
    assert ladder_hint(record) is None
