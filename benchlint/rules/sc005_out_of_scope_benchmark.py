"""SC005 out-of-scope-benchmark."""

from __future__ import annotations

from benchlint.linter.findings import Severity
from benchlint.linter.rule import Rule


class OutOfScopeBenchmark(Rule):
    """A recognised result file of a benchmark that is not LLM inference.

    ## What it does
    One note for a result file of a tool benchlint reads (MLPerf's loadgen logs) whose
    benchmark is not LLM text generation, such as Stable Diffusion XL or ResNet: nothing in
    it is imported as a record, so no operating-point rule runs on it.

    ## Why is this bad?
    It is not: the note says why the file produced no other finding. Tokens per second,
    stop rules, prompt lengths and speculative decoding mean nothing for an image model, so
    reporting them missing would only be noise.

    ## Example
    ```text
    ================================================
    MLPerf Results Summary
    ================================================
    SUT name : PySUT
    Scenario : Offline
    Mode     : PerformanceOnly
    Samples per second: 0.165037
    Result is : VALID
    ```

    ## Use instead
    ```text
    ================================================
    MLPerf Results Summary
    ================================================
    SUT name : PySUT
    Scenario : Offline
    Mode     : PerformanceOnly
    Samples per second: 26.1
    Tokens per second: 8352.3
    Result is : VALID
    ```
    """

    code = "SC005"
    name = "out-of-scope-benchmark"
    summary = "A recognised result of a benchmark that is not LLM inference: nothing to check"
    targets = frozenset({"engine"})
    default_severity = Severity.INFO
