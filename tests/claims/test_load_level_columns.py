"""Columns named by their load level ("| Engine | bs=1 | bs=8 | bs=32 |", "| Model | Batch 1 | Batch
8 |", "| Setup | 1 user | 8 users |", "| Backend | c=4 | c=16 |"): each column's figures were
measured at the level its own header names, and the row is a curve across those columns. A cell
had taken the first level of the header row ('bs=1' for the bs=32 figure), and a header such as
'Batch 8' or '8 users' read as a setting column, so its figures were no claims at all. A single
level column ("| Engine | bs=8 |") is one point, and a header naming a setting with no level
("| Engine | Batch size | tok/s |") keeps its column a setting."""

from __future__ import annotations

from tests.claims.helpers import claims, fires

CAPTION = "Output tokens per second on one L40S, 512-token prompts, 128 output tokens, random prompts, no MTP.\n\n"


def _table(*headers: str, row: str) -> str:
    header = "| Engine | " + " | ".join(headers) + " |\n"
    rule = "|---" * (len(headers) + 1) + "|\n"
    return "# Results\n\n" + CAPTION + header + rule + row


def _levels(text: str) -> dict[str, str | None]:
    return {c.text: c.facts["concurrency"].value if "concurrency" in c.facts else None for c in claims(text)}


def test_each_column_takes_its_own_batch_size() -> None:
    text = _table("bs=1", "bs=8", "bs=32", row="| engine-a | 61.2 | 140.5 | 388.1 |\n")
    levels = _levels(text)
    assert list(levels) == ["61.2", "140.5", "388.1"]
    assert "8" in str(levels["140.5"]) and "32" in str(levels["388.1"])
    assert not fires(text, "CV001")


def test_worded_levels_are_figure_columns() -> None:
    text = _table("Batch 1", "Batch 8", "Batch 32", row="| engine-a | 61.2 | 140.5 | 388.1 |\n")
    assert [c.text for c in claims(text)] == ["61.2", "140.5", "388.1"]
    assert not fires(text, "CV001")
    users = _table("1 user", "8 users", "32 users", row="| engine-a | 61.2 | 140.5 | 388.1 |\n")
    levels = _levels(users)
    assert list(levels) == ["61.2", "140.5", "388.1"]
    assert "1" in str(levels["61.2"]) and "32" in str(levels["388.1"])
    assert not fires(users, "OP001")


def test_one_level_column_is_one_point() -> None:
    text = _table("bs=8", row="| engine-a | 140.5 |\n")
    assert [c.text for c in claims(text)] == ["140.5"]
    assert fires(text, "CV001")


def test_a_setting_column_stays_a_setting() -> None:
    text = "# Results\n\n" + CAPTION + "| Engine | Batch size | tok/s |\n|---|---|---|\n| engine-a | 8 | 140.5 |\n"
    assert [c.text for c in claims(text)] == ["140.5"]
