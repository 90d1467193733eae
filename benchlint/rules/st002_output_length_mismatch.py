"""ST002 output-length-mismatch."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.schema.model import Workload
from benchlint.stats import fmt, mean_output_per_request, relative_difference, where


def declared_length(workload: Workload) -> tuple[int, str] | None:
    """The output length every request should have written, and where it was declared."""
    if workload.stop_rule == "fixed_length":
        if workload.min_tokens:
            return workload.min_tokens, f"fixed length (min_tokens {workload.min_tokens})"
        if workload.max_tokens:
            return workload.max_tokens, f"fixed length (max_tokens {workload.max_tokens})"
    if workload.ignore_eos and workload.max_tokens:
        return workload.max_tokens, f"max_tokens {workload.max_tokens} with ignore_eos"
    return None


class OutputLengthMismatch(Rule):
    """The declared output length is not what the requests actually wrote.

    ## What it does
    With a declared output length (`stop_rule: fixed_length` with `min_tokens` or
    `max_tokens`, or `max_tokens` with `ignore_eos: true`), flags each point whose actual
    mean output per request differs from it by more than `tolerance` (default 10%).

    ## Why is this bad?
    Only the actual count is trustworthy. The real vLLM and SGLang result files in the
    corpus declare 500 or 1,024 output tokens and average about half (random lengths
    sampled from [0, L], ignore_eos not passed), so a "fixed-length" figure is really a
    natural-stop figure at half the length, with TTFT weighing twice as much.

    ## Example
    ```yaml
    # declared 500 tokens per request; 9 requests wrote 2430 = 270 each
    workload: {stop_rule: fixed_length, max_tokens: 500, ignore_eos: true}
    points:
      - {concurrency: 8, requests: 9, output_tokens_total: 2430}
    ```

    ## Use instead
    ```yaml
    workload: {stop_rule: fixed_length, max_tokens: 500, min_tokens: 500, ignore_eos: true}
    points:
      - {concurrency: 8, requests: 9, output_tokens_total: 4500}
    ```
    """

    code = "ST002"
    name = "output-length-mismatch"
    summary = "Declared output length differs from the actual mean output by more than 10%"
    declared_options = (
        Option(
            "tolerance",
            "float",
            0.1,
            "Largest relative gap between mean output per request and the declared length.",
        ),
    )

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        workload = subject.record.workload
        declared = declared_length(workload) if workload else None
        if declared is None:
            return
        length, how = declared
        tolerance = float(self.options["tolerance"])
        for index, point in enumerate(subject.record.points or []):
            mean = mean_output_per_request(point)
            if mean is None or relative_difference(mean, length) <= tolerance:
                continue
            yield Violation(
                f"at {where(point)}, the declared {how} is not what was written: {fmt(mean)} tokens per "
                f"request on average ({mean / length * 100:.0f}% of {length}, tolerance {tolerance * 100:g}%)",
                json_path=f"$.points[{index}].output_tokens_total"
                if point.output_tokens is None or point.output_tokens.mean is None
                else f"$.points[{index}].output_tokens.mean",
            )
