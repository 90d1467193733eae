"""A leaderboard's lead paragraph names its metric once ("We report the mean speedup over vanilla
decoding, averaged over 3 runs."), under "# Leaderboard", and its tables sit in subsections per
hardware or model ("## On A100", "### Vicuna-7B") with task columns ("| Method | Translation |
Summarization |") whose cells are bare multiples ("2.44x"). The lead of a heading the table's
section sits under names what those multiples are, as a caption right above the table does. A lead
that names no speed-up ("We report the compression ratio ...") leaves the multiples unread."""

from __future__ import annotations

from tests.claims.helpers import claims

_DOC = """# Leaderboard

{lead}

## On A100

### Vicuna-7B

| Method | Translation | Summarization |
| --- | :---: | :---: |
| Medusa | 2.44x | 1.81x |
"""


def test_a_parent_lead_naming_the_speedup_makes_the_multiples_claims() -> None:
    # watched failing: no claim was found in the table
    found = claims(_DOC.format(lead="We report the mean speedup over vanilla decoding, averaged over 3 runs."))
    assert sorted(c.text for c in found) == ["1.81x", "2.44x"]


def test_a_parent_lead_naming_another_ratio_leaves_the_multiples_unread() -> None:
    assert claims(_DOC.format(lead="We report the compression ratio of the KV cache, averaged over 3 runs.")) == []
