"""One test per crash, hang and flood the fuzzer found (issue 10), each on its minimised input.

Every input here once raised, hung or flooded; each test states what must happen instead: a
finding with a position (SC001/SC002), a silent rule, or bounded output in bounded time.
"""

from __future__ import annotations

import io
import json
import time
from pathlib import Path

import pytest

from benchlint import api
from benchlint.linter.findings import Finding
from tests.fuzz.harness import FORMATS, run_input


def _check(tmp_path: Path, name: str, text: str | bytes) -> list[Finding]:
    path = tmp_path / name
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
    else:
        path.write_bytes(text)
    return api.check([str(path)], isolated=True, select=["ALL"]).findings


def _codes(findings: list[Finding]) -> set[str]:
    return {f.code for f in findings}


def _clean(name: str, data: bytes) -> None:
    outcome = run_input(name, data)
    assert outcome.crash is None, outcome.crash
    assert not outcome.runaway


# --- numbers: checked once, where read -----------------------------------------------------------


@pytest.mark.parametrize("value", ["1" + "0" * 400, "-" + "1" * 400, "1" + "0" * 5000, "18446744073709551617", "1e400"])
@pytest.mark.parametrize("field", ["output_tokens_total", "wall_s", "concurrency", "prompt_tokens_total"])
def test_number_beyond_range_is_a_schema_finding_at_its_path(tmp_path: Path, field: str, value: str) -> None:
    point = {"concurrency": "8", "wall_s": "2.0", "output_tokens_total": "100", field: value}
    text = '{"points": [{' + ", ".join(f'"{k}": {v}' for k, v in point.items()) + "}]}"
    findings = _check(tmp_path, "r.json", text)
    assert any(f.code in ("SC001", "SC002") and f.json_path == f"$.points[0].{field}" for f in findings), findings
    assert all(len(f.message) < 400 for f in findings)


def test_huge_integer_in_yaml_is_a_schema_finding(tmp_path: Path) -> None:
    findings = _check(tmp_path, "r.yaml", "points:\n  - concurrency: 8\n    output_tokens_total: 1" + "0" * 400 + "\n")
    assert any(f.code == "SC002" and f.json_path == "$.points[0].output_tokens_total" for f in findings)


@pytest.mark.parametrize("value", ['"NaN"', '"Infinity"', '"inf"', "NaN", "-Infinity"])
def test_non_finite_numbers_bare_or_as_strings_are_findings(tmp_path: Path, value: str) -> None:
    findings = _check(tmp_path, "r.json", f'{{"points": [{{"concurrency": 8, "wall_s": {value}}}]}}')
    assert any(f.code in ("SC001", "SC002") and f.json_path == "$.points[0].wall_s" for f in findings), findings


def test_negative_count_is_rejected_where_read(tmp_path: Path) -> None:
    findings = _check(tmp_path, "r.json", '{"points": [{"concurrency": 8, "output_tokens_total": -5, "wall_s": 1}]}')
    assert any(f.code == "SC002" and f.json_path == "$.points[0].output_tokens_total" for f in findings)


def test_zero_ceiling_in_ag003_is_judged_without_dividing(tmp_path: Path) -> None:
    # 8 requests decoding at 0 tok/s cannot write 5 tok/s together: still a finding, with no ratio
    text = '{"points": [{"concurrency": 8, "aggregate_tok_s": 5, "per_request_decode_tok_s": {"mean": 0}}]}'
    findings = [f for f in _check(tmp_path, "r.json", text) if f.code == "AG003"]
    assert len(findings) == 1 and "x);" not in findings[0].message


def test_tiny_wall_gives_infinite_rates_without_raising(tmp_path: Path) -> None:
    text = '{"points": [{"concurrency": 8, "wall_s": 5e-324, "output_tokens_total": 1000, "aggregate_tok_s": 1}]}'
    _clean("r.json", text.encode())
    assert _check(tmp_path, "r.json", text)


def test_stats_helpers_never_raise_on_extremes() -> None:
    from benchlint.stats import fmt, pct, point_seconds, relative_difference, times

    assert relative_difference(1.0, 0.0) == float("inf")
    assert relative_difference(0.0, 0.0) == 0.0
    for value in (float("inf"), float("-inf"), float("nan"), 1e300):
        assert fmt(value) and times(value) and pct(value) and point_seconds(value)


def test_huge_gpu_count_in_markdown_is_not_a_crash() -> None:
    _clean("claim.md", ("Reached 1,234 tok/s on 1" + "0" * 400 + " GPUs at concurrency 8.\n").encode())


# --- YAML: every loader error is SC001 with a position --------------------------------------------


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("? [a, b]\n: 1\npoints: [{concurrency: 1}]\n", 1),  # complex key (was TypeError: unhashable)
        ("[1, 2]: 3\n", 1),
        ("points:\n  - concurrency: 1\ndate: 2020-13-45\n", 3),  # matches the resolver, not the calendar
        ("points:\n  - concurrency: 1\n    label: 2020-1-1 25:61:61\n", 3),  # was AttributeError: groupdict
        ("a: 1\nb:\n  <<: 5\n", 3),  # merge of a scalar
        ("x: &x [1]\n<<: *x\n", 1),  # merge of a list of non-mappings
        ("points:\n\t- concurrency: 1\n", 2),  # a tab (was ScannerError from the positions pass)
        ("title: !!binary aGVsbG8=\npoints: [{concurrency: 1}]\n", 1),
        ("title: !!set {a, b}\npoints: [{concurrency: 1}]\n", 1),
        ("title: !!python/object:os.system x\n", 1),
        ("a: &a [*a]\npoints: [{concurrency: 1}]\n", 1),  # recursive alias
    ],
)
def test_yaml_loader_errors_are_sc001_with_line(tmp_path: Path, text: str, line: int) -> None:
    findings = _check(tmp_path, "r.yaml", text)
    sc001 = [f for f in findings if f.code == "SC001"]
    assert sc001, findings
    assert sc001[0].line == line and sc001[0].col >= 1


def _bomb(levels: int = 9, width: int = 10) -> str:
    lines = ["a0: &a0 [" + ", ".join(["x"] * width) + "]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * width) + "]" for i in range(1, levels)]
    return "\n".join(lines) + "\npoints: [{concurrency: 1}]\n"


def test_alias_bomb_is_refused_in_well_under_a_second(tmp_path: Path) -> None:
    path = tmp_path / "bomb.yaml"
    path.write_text(_bomb())
    start = time.process_time()
    findings = api.check([str(path)], isolated=True, select=["ALL"]).findings
    assert time.process_time() - start < 1.0
    assert [f.code for f in findings] == ["SC001"]
    assert "alias expansion too large" in findings[0].message


def test_merge_key_bomb_is_refused(tmp_path: Path) -> None:
    lines = ["m0: &m0 {k: 1}"] + [f"m{i}: &m{i} {{<<: [{', '.join([f'*m{i - 1}'] * 10)}]}}" for i in range(1, 8)]
    start = time.process_time()
    findings = _check(tmp_path, "r.yaml", "\n".join(lines) + "\npoints: [{concurrency: 1}]\n")
    assert time.process_time() - start < 1.0
    assert any("alias expansion too large" in f.message for f in findings)


def test_small_aliases_still_load(tmp_path: Path) -> None:
    text = "base: &b {concurrency: 8, wall_s: 2}\npoints:\n  - *b\n  - {<<: *b, concurrency: 16}\n"
    assert "SC001" not in _codes(_check(tmp_path, "r.yaml", text))


def test_yaml_positions_never_raise() -> None:
    from benchlint.linter.positions import yaml_positions

    for text in ("a:\t1\n", "a: [\n", "? [a]\n: 1\n", _bomb(3), "- &a x\n- *a\n", "%YAML 9.9\n---\na: 1\n"):
        yaml_positions(text)


# --- JSON: nesting is bounded ------------------------------------------------------------------------


@pytest.mark.parametrize("depth", [150, 1000, 100_000])
def test_deep_json_is_sc001_not_recursion_error(tmp_path: Path, depth: int) -> None:
    text = '{"points": ' + "[" * depth + "]" * depth + "}"
    findings = _check(tmp_path, "r.json", text)
    assert [f.code for f in findings] == ["SC001"] and "levels deep" in findings[0].message


def test_deep_json_lines_are_sc001_per_line(tmp_path: Path) -> None:
    text = '{"points": [{"concurrency": 1}]}\n' + "[" * 5000 + "]" * 5000 + "\n"
    findings = _check(tmp_path, "r.jsonl", text)
    assert any(f.code == "SC001" and f.line == 2 for f in findings)


def test_json_positions_never_raise() -> None:
    from benchlint.linter.positions import json_positions

    json_positions("[" * 5000 + "]" * 5000)


# --- output: valid UTF-8, bounded ----------------------------------------------------------------------


@pytest.mark.parametrize("fmt", FORMATS)
def test_lone_surrogates_are_escaped_in_every_format(tmp_path: Path, fmt: str) -> None:
    text = '{"points": [{"concurrency": 1, "label": 5}], "bogus\\ud800": 1, "\\udfff": 2}'
    findings = _check(tmp_path, "r.json", text)
    assert findings
    out = io.StringIO()
    api.render(findings, fmt, out)
    written = out.getvalue()
    written.encode("utf-8")  # raises on a surrogate
    assert "\\ud800" in written or "\\\\ud800" in written


def test_many_findings_are_capped_per_file_with_a_count(tmp_path: Path) -> None:
    from benchlint.linter.report.common import MAX_FINDINGS_PER_FILE

    points = [{"concurrency": 8, "aggregate_tok_s": 900.0, "per_request_decode_tok_s": {"mean": 10.0}}]
    records = [{"points": points}] * (MAX_FINDINGS_PER_FILE + 50)
    findings = _check(tmp_path, "r.json", json.dumps(records))
    assert len(findings) > MAX_FINDINGS_PER_FILE
    out = io.StringIO()
    api.render(findings, "concise", out)
    lines = out.getvalue().splitlines()
    assert len(lines) == MAX_FINDINGS_PER_FILE + 2
    assert f"{len(findings) - MAX_FINDINGS_PER_FILE} more findings not shown" in lines[-2]
    json_out = io.StringIO()
    api.render(findings, "json", json_out)
    assert len(json.loads(json_out.getvalue())) == len(findings)  # machine formats keep every finding


def test_full_output_clips_long_source_lines(tmp_path: Path) -> None:
    line = "The server did 1,234 tok/s at concurrency 8. " * 1000
    findings = _check(tmp_path, "doc.md", line + "\n")
    out = io.StringIO()
    api.render(findings, "full", out)
    assert findings
    assert len(out.getvalue()) < 2_000 * len(findings)
    assert max(len(x) for x in out.getvalue().splitlines()) < 1_200


# --- Markdown: linear, bounded ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "speed 606.1 tok/s at c=8, 2x H100 and 52.51 tok/s each; " * 500,  # one 28 KB line
        "1" + "0" * 100_000 + " tok/s\n",  # one very long number
        ("1,000," * 20_000) + " tok/s\n",
        "| " + " | ".join(f"c{i} tok/s" for i in range(3000)) + " |\n|" + "---|" * 3000 + "\n| " + "5 | " * 3000 + "\n",
    ],
    ids=["long-line", "long-number", "long-grouped-number", "wide-table"],
)
def test_pathological_markdown_is_bounded(text: str) -> None:
    outcome = run_input("doc.md", text.encode())
    assert outcome.crash is None, outcome.crash
    assert not outcome.runaway
    assert outcome.seconds < 5.0


def test_table_limits_are_reported(tmp_path: Path) -> None:
    from benchlint.linter.markdown.document import MAX_COLUMNS

    cols = MAX_COLUMNS + 10
    text = "| " + " | ".join(f"c{i}" for i in range(cols)) + " |\n|" + "---|" * cols + "\n| " + "5 | " * cols + "\n"
    findings = _check(tmp_path, "doc.md", text)
    assert any(f.code == "SC001" and "columns" in f.message and f.line == 1 for f in findings)


def test_long_paragraph_claims_keep_their_positions(tmp_path: Path) -> None:
    sentence = "Plain words without figures here. "
    text = sentence * 200 + "The server did 1,234 tok/s. " + sentence * 50 + "\n"
    findings = [f for f in _check(tmp_path, "doc.md", text) if f.code == "OP001"]
    assert findings and findings[0].line == 1
    assert text[findings[0].col - 1 :].startswith("1,234 tok/s")


def test_a_large_yaml_file_without_aliases_is_not_an_alias_bomb(tmp_path: Path) -> None:
    rows = "".join(f"  - {{concurrency: {1 + i}, wall_s: 0.5, output_tokens_total: 10}}\n" for i in range(30_000))
    findings = _check(tmp_path, "r.yaml", "points:\n" + rows)
    assert not any("alias" in f.message for f in findings)


def test_pipe_table_of_a_hundred_thousand_claim_cells_is_bounded_by_cells(tmp_path: Path) -> None:
    """2,500 rows x 50 columns of '2 tok/s' (1 MB): under the 2,000-row cap, yet the parser read
    every one of its 125,000 cells inline, 7.9 s CPU. The cell cap blanks the rest before parsing."""
    table = "Speed tok/s\n\n|" + "a|" * 50 + "\n|" + "-|" * 50 + "\n" + ("|" + "2 tok/s|" * 50 + "\n") * 2500
    start = time.process_time()
    findings = _check(tmp_path, "wide.md", table)
    assert time.process_time() - start < 5.0
    notes = [f.message for f in findings if f.code == "SC001" and "cells" in f.message]
    assert notes == ["bounded reading: a table with more than 20,000 cells: the rest were not checked"]


def test_html_table_past_the_cell_cap_is_not_parsed_further(tmp_path: Path) -> None:
    """1,250 HTML rows of 50 '2 tok/s' cells (1 MB) took 5.2 s CPU; the cell cap stops the parse."""
    rows = ("<tr>" + "<td>2 tok/s</td>" * 50 + "</tr>\n") * 1250
    start = time.process_time()
    findings = _check(tmp_path, "wide.md", f"Speed tok/s\n\n<table>{rows}</table>\n")
    assert time.process_time() - start < 5.0
    assert any(f.code == "SC001" and "20,000 cells" in f.message for f in findings)
