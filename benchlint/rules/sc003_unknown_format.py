"""SC003 unknown-format."""

from __future__ import annotations

from benchlint.linter.rule import Rule


class UnknownFormat(Rule):
    """Valid JSON or YAML that is neither a record nor a known result format.

    ## What it does
    Reported when a file parses but holds neither a benchlint record (an object with at
    least one of `schema`, `system`, `workload`, `points`, `speculative_decoding`,
    `aggregation`, or a list of them) nor the result file of a peer tool benchlint imports.
    Also reported for parts of a peer file that a newer tool version added and benchlint
    does not know.

    ## Why is this bad?
    A results folder that benchlint silently skips is a folder nobody checked. Either the
    file is not a benchmark result (exclude it in the configuration) or its numbers are
    going unread.

    ## Example
    ```yaml
    model: llama-3-70b
    tok_s: 606
    ```

    ## Use instead
    ```yaml
    system:
      model: llama-3-70b
    points:
      - aggregate_tok_s: 606
    ```
    """

    code = "SC003"
    name = "unknown-format"
    summary = "Valid JSON/YAML that is neither a record nor a known result format"
    targets = frozenset({"engine"})
