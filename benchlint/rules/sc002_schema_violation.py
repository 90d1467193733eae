"""SC002 schema-violation."""

from __future__ import annotations

from benchlint.linter.rule import Rule


class SchemaViolation(Rule):
    """A record does not match the benchmark record schema v1.

    ## What it does
    Reports each place where a record breaks the schema (`benchlint schema` prints it): a
    wrong type, a value out of range, an unknown field (with the nearest valid name), a
    missing required field. The message gives the JSON path and what is wrong; the
    location is that node. A record with schema violations is not checked further.

    ## Why is this bad?
    The rules read numbers by name. `wall_sec: 6.76` instead of `wall_s`, or `"8"` instead
    of `8`, silently leaves the operating point unknown; a strict schema turns that into a
    visible error instead of a missing finding.

    ## Example
    ```yaml
    points:
      - concurrency: "8"
        wall_sec: 6.76
    ```

    ## Use instead
    ```yaml
    points:
      - concurrency: 8
        wall_s: 6.76
    ```
    """

    code = "SC002"
    name = "schema-violation"
    summary = "A record breaks the benchmark record schema"
    targets = frozenset({"engine"})
