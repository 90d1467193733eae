"""RP002 cap-not-read-from-process."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Severity, Violation
from benchlint.linter.rule import RecordSubject, Rule

_SOURCES = {
    "config": "a config or unit file",
    "record": "an earlier record",
    "unknown": "an unknown source",
}


class CapNotReadFromProcess(Rule):
    """A serving cap copied from a config file or a record, not read off the running server.

    ## What it does
    Flags `system.max_concurrent_sequences` and `system.max_batched_tokens` whose `source`
    is `config`, `record` or `unknown` rather than `process`.

    ## Why is this bad?
    A unit file, a deployment manifest or a memory note is accurate about intent and silent
    about what was actually loaded. One team carried a batch figure (343.5 tok/s) for a
    configuration that had already been pinned to one sequence by speculative decoding;
    only a cap read off the running process (`/props`, the process's flags) says what served.

    ## Example
    ```yaml
    # the config says 16 sequences; the running process may hold 1
    system:
      max_concurrent_sequences: {value: 16, source: config}
    points:
      - {concurrency: 16, aggregate_tok_s: 343.5}
    ```

    ## Use instead
    ```yaml
    system:
      max_concurrent_sequences: {value: 1, source: process}
    points:
      - {concurrency: 16, aggregate_tok_s: 166.1}
    ```
    """

    code = "RP002"
    name = "cap-not-read-from-process"
    summary = "A serving cap was read from a config file or a record, not the running process"
    default_severity = Severity.WARNING

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        system = subject.record.system
        if system is None:
            return
        for field in ("max_concurrent_sequences", "max_batched_tokens"):
            cap = getattr(system, field)
            if cap is None or cap.source == "process":
                continue
            yield Violation(
                f"{field} {cap.value} was read from {_SOURCES[cap.source]}, not the running process; configs "
                "state intent, not what was loaded (a stored 343.5 tok/s once described no configuration "
                "that could run); read the cap off the server (/metrics, /props)",
                json_path=f"$.system.{field}.source",
            )
