"""An HTML table of figures (images side by side) often carries its claim in a <caption>:
"<caption>X improves decoding throughput by 1.8-5.1x over full attention ...</caption>". The
caption is prose, read as a paragraph after the table at its source position; a short caption of
a label or two ("<caption>Figure 3</caption>") stays layout, and the table's cells stay cells."""

from __future__ import annotations

from tests.claims.helpers import claims


def _doc(caption: str) -> str:
    return f"""# Results

<table>
<tr>
<td> <img src="a.png" width="400"/> </td>
<td> <img src="b.png" width="400"/> </td>
</tr>
<caption>
{caption}
</caption>
</table>

More text below.
"""


def test_a_table_caption_making_a_claim_is_read() -> None:
    # watched failing: the caption's text was dropped with the table's tags
    found = claims(_doc("SparseX improves decoding throughput by 1.8-5.1x over full attention on one L40S."))
    assert [c.text for c in found] == ["1.8-5.1x"]
    assert found[0].line == 9


def test_a_label_caption_stays_layout() -> None:
    assert claims(_doc("Figure 3")) == []


def test_the_cells_of_a_captioned_table_stay_cells() -> None:
    doc = """<table>
<caption>Decoding speed of the two engines on one L40S</caption>
<tr><th>Engine</th><th>Output tok/s</th></tr>
<tr><td>ours</td><td>212.4</td></tr>
</table>
"""
    assert [c.text for c in claims(doc)] == ["212.4"]
