"""The tables and notes the runner prints about a sweep (the CLI only echoes them)."""

from __future__ import annotations

from typing import Any


def ladder_hint(record: Any) -> str | None:
    """A ladder that ends at or below the server's own cap cannot show where the server saturates."""
    cap = record.system.max_concurrent_sequences if record.system else None
    levels = sorted({p.concurrency for p in record.points or [] if p.concurrency})
    if cap is None or not levels or levels[-1] > cap.value:
        return None
    return (
        f"the server runs {cap.value} slots and the ladder stops at {levels[-1]}: the curve cannot show where "
        f"it levels off; add a rung past the cap (e.g. -c {','.join(str(c) for c in levels)},{2 * cap.value})"
    )


def sweep_table(record: Any) -> str:
    """One line per point: the numbers a reader checks first."""
    head = (
        f"{'C':>4} {'reqs':>5} {'fail':>4} {'agg tok/s':>10} {'TTFT p50':>9} {'lat p50':>8} {'lat p95':>8} "
        f"{'decode p50':>10} {'out mean':>8} {'run/wait':>9}"
    )
    rows = [head]
    for p in record.points or []:
        srv = p.server
        busy = "-" if srv is None else f"{_num(srv.running_max)}/{_num(srv.waiting_max)}"
        rows.append(
            f"{p.concurrency:>4} {p.requests:>5} {p.failed_requests:>4} {p.aggregate_tok_s:>10.1f} "
            f"{_stat(p.ttft_s, 'p50', '.3f'):>9} {_stat(p.latency_s, 'p50', '.2f'):>8} "
            f"{_stat(p.latency_s, 'p95', '.2f'):>8} {_stat(p.per_request_decode_tok_s, 'p50', '.1f'):>10} "
            f"{_stat(p.output_tokens, 'mean', '.1f'):>8} {busy:>9}"
        )
    return "\n".join(rows)


def _stat(stats: Any, attr: str, fmt: str) -> str:
    value = getattr(stats, attr) if stats is not None else None
    return "-" if value is None else format(value, fmt)


def _num(value: float | None) -> str:
    return "-" if value is None else f"{value:g}"
