"""A speed cell may split its rate by token kind, each figure behind a short label: "In: 410.2<br/>
Out: 388.9<br/>Total: 799.1" in an HTML table, "In: 41 / Out: 39" in a pipe table. Under a speed
header ("Token Rate", "Throughput") such a cell is the row's speed claim, read at its output figure
where one is labelled so, as a bare "388.9" would be. The labels must name token kinds or
statistics: a "Batch: 8, GPUs: 2" cell names settings, and stays no claim."""

from __future__ import annotations

from tests.claims.helpers import claims

_HTML = """### Results

<table>
  <thead>
    <tr><th>Platform</th><th>Token Rate</th></tr>
  </thead>
  <tbody>
    <tr>
      <td>my server</td>
      <td>{cell}</td>
    </tr>
  </tbody>
</table>
"""

_PIPE = """| Platform | Throughput |
|---|---|
| my server | {cell} |
"""


def test_an_html_cell_of_labelled_rates_is_one_claim_at_its_output_figure() -> None:
    # watched failing: a cell that opens with a label held no claim
    found = claims(_HTML.format(cell="In: 410.2<br/>Out: 388.9<br/>Total: 799.1"))
    assert [(c.line, c.text) for c in found] == [(10, "388.9")]


def test_a_pipe_cell_of_labelled_rates_is_a_claim_too() -> None:
    found = claims(_PIPE.format(cell="In: 41 / Out: 39"))
    assert [c.text for c in found] == ["39"]
    # no output label: the first figure stands for the cell
    assert [c.text for c in claims(_PIPE.format(cell="Mean: 41.5, P50: 40.2"))] == ["41.5"]


def test_a_cell_of_labelled_settings_stays_no_claim() -> None:
    assert claims(_PIPE.format(cell="Batch: 8, GPUs: 2")) == []
    assert claims(_HTML.format(cell="Batch: 8<br/>GPUs: 2")) == []
