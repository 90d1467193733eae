"""SC001 unparsable-file."""

from __future__ import annotations

from benchlint.linter.rule import Rule


class UnparsableFile(Rule):
    """The file cannot be read as what its extension says.

    ## What it does
    Reported by the loaders when a file is not valid JSON, JSON Lines or YAML, is empty,
    is not UTF-8, has a duplicate key, or (for benchlint records) holds a bare `NaN` or
    `Infinity`, which standard JSON does not allow. The location is where reading stopped.

    ## Why is this bad?
    A file nobody can parse carries no operating point at all, and a duplicate key means
    two readers may see two different numbers: json.loads keeps the last value, other
    parsers keep the first or refuse.

    ## Example
    ```yaml
    points:
      - concurrency: 8
        concurrency: 16
    ```

    ## Use instead
    ```yaml
    points:
      - concurrency: 8
    ```
    """

    code = "SC001"
    name = "unparsable-file"
    summary = "The file is not valid JSON/YAML/UTF-8, is empty, or has duplicate keys"
    targets = frozenset({"engine"})
