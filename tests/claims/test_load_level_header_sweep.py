"""A table turned on its side names its load levels in the header ("| Concurrency | 1 | 4 | 16 |"
over "| Output tok/s | 61 | 140 | 388 |", "| Batch | 1 | 8 | 32 |"): each metric row holds one
figure per level, so the row is a curve across its columns, not a single point. Such a table
often has a single metric row, where no second row at another level makes it a sweep the way
rows of a concurrency column do. A header whose other cells name one level only ("| Concurrency
| 8 |") is still a single point."""

from __future__ import annotations

from tests.claims.helpers import claims, fires

SETUP = "Llama-3.1-8B on one L40S, 512 input and 128 output tokens, random prompts, no speculation.\n\n"


def _table(corner: str, levels: list[str], *rows: str) -> str:
    header = f"| {corner} | " + " | ".join(levels) + " |\n"
    rule = "|---" * (len(levels) + 1) + "|\n"
    return "# Results\n\n" + SETUP + header + rule + "".join(rows)


def test_one_metric_row_across_concurrency_levels_is_a_sweep() -> None:
    text = _table("Concurrency", ["1", "4", "16"], "| Aggregate tok/s | 61.2 | 140.5 | 388.1 |\n")
    assert [c.text for c in claims(text)] == ["61.2", "140.5", "388.1"]
    assert not fires(text, "CV001")


def test_named_load_corner_with_engine_rows_is_a_sweep() -> None:
    # the unit in a note below the table, each row an engine with its own scaling factor
    text = (
        _table(
            "concurrent requests",
            ["1", "8", "32", "scaling 1→32"],
            "| **engine-a** | 69.6 | 117.3 | 125.4 | ×1.80 |\n",
            "| **engine-b** | 13.0 | 38.7 | 116.9 | ×8.99 |\n",
        )
        + "\n*output tokens/s, median of 3 runs*\n"
    )
    assert len([c for c in claims(text) if c.kind == "throughput"]) == 6
    assert not fires(text, "CV001")


def test_batch_corner_is_a_sweep() -> None:
    text = _table("Batch", ["1", "8", "32"], "| Decode tok/s | 52.0 | 301.4 | 880.9 |\n")
    assert not fires(text, "CV001")


def test_one_level_in_the_header_is_no_sweep() -> None:
    # near miss: the corner names the load, the header gives one level only
    text = _table("Concurrency", ["8"], "| Aggregate tok/s | 388.1 |\n")
    assert [c.text for c in claims(text)] == ["388.1"]
    assert fires(text, "CV001")
