"""SC004 unknown-keys."""

from __future__ import annotations

from benchlint.linter.findings import Severity
from benchlint.linter.rule import Rule


class UnknownKeys(Rule):
    """A peer tool's result file holds keys its importer does not read.

    ## What it does
    One note per file naming the keys of a recognised peer-tool result that benchlint does
    not read: another version of the tool (newer or older) wrote them, or the current one wrote
    fields benchlint has no use for (AIPerf 0.13's `http_req_*` timings). Everything benchlint
    knows in the file is still imported and checked.

    ## Why is this bad?
    It is not, by itself: the figures benchlint does read are checked as usual. The note
    says which recorded facts went unread, so a reviewer knows what the findings did not
    see (a key that names a failure count or a stop rule may matter).

    ## Example
    ```json
    {"num_prompts": 8, "completed": 8, "duration": 4.0, "output_throughput": 256.0,
     "max_concurrency": 2, "warp_drive_factor": 9}
    ```

    ## Use instead
    ```json
    {"num_prompts": 8, "completed": 8, "duration": 4.0, "output_throughput": 256.0,
     "max_concurrency": 2}
    ```
    """

    code = "SC004"
    name = "unknown-keys"
    summary = "Keys a reader does not know in a recognised peer result: read what is known, name the rest"
    targets = frozenset({"engine"})
    default_severity = Severity.INFO
