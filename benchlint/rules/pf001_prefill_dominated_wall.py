"""PF001 prefill-dominated-wall."""

from __future__ import annotations

from collections.abc import Iterable

from benchlint.linter.claim import Claim, Evidence
from benchlint.linter.findings import Violation
from benchlint.linter.options import Option
from benchlint.linter.rule import RecordSubject, Rule
from benchlint.stats import fmt, pct, pct_beside, reading_time, where


class PrefillDominatedWall(Rule):
    """A "decode" throughput whose wall is mostly the model reading its prompts.

    ## What it does
    For each point, estimates the reading time: total prompt tokens / measured prefill speed
    (`prefill_tok_s`), or the median TTFT when no prefill speed is recorded. Flags the point
    when reading is more than `max_prefill_share` (default 30%) of `wall_s`. When the point
    ran its requests in several waves (more than 1.5x as many requests as the concurrency),
    the wall holds every wave, so one request's TTFT is compared with that request's own time
    instead: TTFT + output per request / median per-request decode speed. A point that
    wrote nothing (a prefill-only test such as llama-bench's pp512) is not a decode figure
    and is skipped.

    For a Markdown claim, flags a figure presented as a speed when its own words or table
    row show it is mostly prompt processing: the figure counts prompt tokens with generated
    ones; a total-throughput column exceeds the output column of the same row by more than
    `max_total_over_output` (default 1.05); the prompt is at least `min_prompt_output_ratio`
    (default 8) times the output, or the output is at most `max_short_output` (default 32)
    tokens (the last two unless the figure is said to time decoding alone: "decode speed",
    or a generation column beside a prompt-rate column, which times the two phases apart); or
    a prompt of at least `long_prompt_tokens` (default 8192) with no output length, with the
    same exception ("batch decoding kernel"). Rows labelled as prompt processing (pp512) and
    prompt-rate columns ("Prompt (2048) tok/sec") say what they are and are not flagged.

    ## Why is this bad?
    wall ~= prompt tokens / prefill speed + output / per-request decode speed. Only the
    second term is the decode speed people think they measured. An 8-way run with
    5,634-token prompts: 8 x 5,634 = 45,072 tokens / 3,005 tok/s = 15.0 s of a 17.77 s
    wall, 84% reading; its 72.03 tok/s is a prefill measurement, 8.4x below the same
    machine's 606 tok/s with one-sentence prompts.

    ## Example
    ```yaml
    # 8 x 5634 / 3005 = 15.0 s of reading in a 17.77 s wall: 84%
    workload:
      prompt_tokens: {mean: 5634}
    points:
      - concurrency: 8
        requests: 8
        wall_s: 17.77
        output_tokens_total: 1280
        prefill_tok_s: 3005
    ```

    ## Use instead
    ```yaml
    # 8 x 24 / 3005 = 0.06 s of reading in a 6.76 s wall: 1%
    workload:
      prompt_tokens: {mean: 24}
    points:
      - concurrency: 8
        requests: 8
        wall_s: 6.76
        output_tokens_total: 4096
        prefill_tok_s: 3005
    ```
    """

    code = "PF001"
    name = "prefill-dominated-wall"
    summary = "Reading the prompts takes more than 30% of the wall: the point measures prefill"
    declared_options = (
        Option(
            "max_prefill_share",
            "float",
            0.3,
            "Largest share of the wall that reading the prompts may take.",
        ),
        Option(
            "min_prompt_output_ratio",
            "float",
            8.0,
            "Prompt-to-output token ratio from which a claim's figure counts as prefill-dominated.",
        ),
        Option(
            "max_short_output",
            "int",
            32,
            "Output length (tokens) at or below which a claim's figure counts as prefill-dominated.",
        ),
        Option(
            "long_prompt_tokens",
            "int",
            8192,
            "Prompt length (tokens) from which a claim with no output length counts as prefill-dominated.",
        ),
        Option(
            "max_total_over_output",
            "float",
            1.05,
            "Largest ratio of a row's total throughput to its output rate before it counts prompt tokens.",
        ),
    )

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        limit = float(self.options["max_prefill_share"])
        record = subject.record
        for index, point in enumerate(record.points or []):
            if not point.output_tokens_total and point.aggregate_tok_s is None:
                continue  # nothing was written: a prefill benchmark by design (llama-bench pp512)
            reading = reading_time(point, record)
            if reading is None or reading.share <= limit or point.wall_s is None:
                continue
            whole = reading.whole or f"{fmt(point.wall_s)} s wall"
            share = pct_beside(reading.share, limit)
            yield Violation(
                f"at {where(point)}, reading the prompts takes {reading.basis}, {share} of the "
                f"{whole} (limit {pct(limit)}): this point measures prefill, not decode",
                json_path=f"$.points[{index}].wall_s",
            )

    def check_claim(self, claim: Claim) -> Iterable[Violation]:
        # a row's output rate and its per-token or request latencies count no prompt tokens, whatever
        # the total-throughput column beside them counts
        beside_total = claim.kind == "latency" or claim.value == claim.evidence.row_output
        detail = self.prefill_reason(claim.evidence, beside_total=beside_total)
        if detail is None:
            return
        message = f"{claim.text!r} is mostly prefill ({detail})"
        message += (
            "; a prefill-bound figure is not a generation speed (84% of one 72 tok/s run's wall was reading the prompt)"
        )
        yield claim.violation(message)

    def prefill_reason(self, evidence: Evidence, *, beside_total: bool = False) -> str | None:
        """Why the claim's figure is mostly prompt processing, or None; ``beside_total``: the figure
        is the row's output rate or a latency, which the row's total column says nothing about."""
        if evidence.prompt_row:
            return None
        if evidence.input_plus_output:
            return f"the figure counts prompt tokens with generated ones ({evidence.input_plus_output})"
        prompt, out = evidence.prompt_tokens, evidence.output_tokens
        ratio = float(self.options["min_prompt_output_ratio"])
        short = float(self.options["max_short_output"])
        total, output = evidence.row_total, evidence.row_output
        if (
            total is not None
            and output is not None
            and not beside_total
            and total > output * float(self.options["max_total_over_output"])
        ):
            return (
                f"its throughput {total:g} exceeds the output rate {output:g} in the same row, "
                "so it counts prompt tokens"
            )
        decode_alone = evidence.decode_phrase is not None
        if (
            prompt is not None
            and out is not None
            and prompt > 0
            and not decode_alone
            and (out <= short or prompt / max(out, 1.0) >= ratio)
        ):
            return f"prompt {prompt:g} tokens vs output {out:g} tokens: prefill dominates the time"
        # a decode kernel or decode speed times the steps after the prompt was read
        long_prompt = prompt is not None and prompt >= float(self.options["long_prompt_tokens"])
        if long_prompt and out is None and not evidence.decode_phrase:
            return f"a {prompt:,.0f}-token prompt with no output length: the figure is mostly prompt processing"
        return None
