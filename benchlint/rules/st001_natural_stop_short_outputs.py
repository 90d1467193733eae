"""ST001 natural-stop-short-outputs."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.stats import fmt, mean_output_per_request, pct, where


class NaturalStopShortOutputs(Rule):
    """A natural-stop point whose answers were short: it measures answer length.

    ## What it does
    With `workload.stop_rule: natural` and `max_tokens` known, flags each point whose mean
    output per request (`output_tokens.mean`, or `output_tokens_total / requests`) is below
    `min_fraction` (default 50%) of `max_tokens`.

    ## Why is this bad?
    A natural-stop number measures how long the answers to that prompt set were. An
    8-way run with max_tokens 256 wrote 486 tokens, about 61 per request: TTFT and the tail
    ate a third of the 2.84 s wall and the aggregate came out at 171 tok/s, against 359
    forced to 512 tokens on the same machine and content. Pick prompts with long answers
    and the same machine looks twice as fast.

    ## Example
    ```yaml
    # 486 / 8 = 60.75 tokens per request, 24% of max_tokens 256
    workload: {stop_rule: natural, max_tokens: 256}
    points:
      - {concurrency: 8, requests: 8, output_tokens_total: 486, wall_s: 2.84}
    ```

    ## Use instead
    ```yaml
    # forced length: every request writes 512 tokens
    workload: {stop_rule: fixed_length, max_tokens: 512, min_tokens: 512, ignore_eos: true}
    points:
      - {concurrency: 8, requests: 8, output_tokens_total: 4096, wall_s: 11.4}
    ```
    """

    code = "ST001"
    name = "natural-stop-short-outputs"
    summary = "Natural stop with mean output below 50% of max_tokens: the point measures answer length"
    declared_options = (
        Option(
            "min_fraction",
            "float",
            0.5,
            "Fraction of max_tokens below which mean output under a natural stop counts as short.",
        ),
    )

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        workload = subject.record.workload
        if workload is None or workload.stop_rule != "natural" or workload.max_tokens is None:
            return
        limit = float(self.options["min_fraction"])
        for index, point in enumerate(subject.record.points or []):
            mean = mean_output_per_request(point)
            if mean is None or mean >= limit * workload.max_tokens:
                continue
            source = (
                f"{point.output_tokens_total} / {point.requests} = {fmt(mean)}"
                if point.output_tokens is None or point.output_tokens.mean is None
                else fmt(mean)
            )
            yield Violation(
                f"at {where(point)}, requests stopped naturally after {source} tokens on average, "
                f"{pct(mean / workload.max_tokens)} of max_tokens {workload.max_tokens} (limit {pct(limit)}): the "
                "point measures how long the answers were (on one machine, answers of 61 of 256 tokens gave 171 tok/s, "
                "forced 512 gave 359)",
                json_path=f"$.points[{index}].output_tokens_total"
                if point.output_tokens is None or point.output_tokens.mean is None
                else f"$.points[{index}].output_tokens.mean",
            )
