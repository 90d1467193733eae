"""SU001 unused-suppression."""

from __future__ import annotations

from benchlint.linter.findings import Severity
from benchlint.linter.rule import Rule


class UnusedSuppression(Rule):
    """A suppression comment that suppresses nothing.

    ## What it does
    Reports a `# benchlint: ignore[CODE]` (YAML) or `<!-- benchlint-disable... CODE -->`
    (Markdown) directive whose code produced no finding where it applies, a directive
    that names no code, and a directive naming a code that does not exist. Directives for
    rules that are not selected in this run are not judged.

    ## Why is this bad?
    A stale suppression hides the next real problem on that line, and tells a reviewer a
    known issue exists where there is none.

    ## Example
    A directive must name the codes it is for; a blanket one is reported wherever it is:
    ```yaml
    aggregation: total_output_over_wall  # benchlint: ignore -- fixed later
    points:
      - concurrency: 8
    ```

    ## Use instead
    ```yaml
    aggregation: total_output_over_wall
    points:
      - concurrency: 8
    ```
    """

    code = "SU001"
    name = "unused-suppression"
    summary = "A suppression directive suppresses nothing"
    default_severity = Severity.WARNING
    targets = frozenset({"engine"})
