"""Words that look like a workload but name none: "story" as a figure of speech ("the speed story
depends on the workload", "that is the whole story"), Anthropic's model ("Claude Sonnet 4",
"Claude 3.5 Sonnet") for the sonnet prompt set, a benchmark scored beside the speed ("95
tokens/sec, 88% HumanEval", "HumanEval 91%") for the prompts it was measured on, and the endpoint
every OpenAI-compatible server serves ("/v1/chat/completions") for a chat workload. A story that
is written ("write a short story"), the sonnet set itself, prompts drawn from HumanEval and chat
prompts still state the content."""

from __future__ import annotations

import pytest

from tests.claims.helpers import only


@pytest.mark.parametrize(
    "sentence",
    [
        "The decode story is simple here: the 4-bit build reaches 61 tok/s.",
        "Hosted Claude Sonnet 4 streams about 70 tokens/sec.",
        "Hosted Claude 3.7 Sonnet streams about 70 tokens/sec.",
        "Expected: 95 tokens/sec, 88% HumanEval.",
        "Scores: HumanEval 91%, MMLU 80%; decode 44 tok/s.",
        "Method: streaming SSE `/v1/chat/completions`, 100 max tokens; decode 44 tok/s.",
        "Through the OpenAI chat completions API the server decodes 44 tok/s.",
    ],
)
def test_no_workload_is_named(sentence: str) -> None:
    # watched flipping: each of these read as 'stated' before the fix
    assert only(sentence + "\n").state("content_type") == "absent"


@pytest.mark.parametrize(
    "sentence",
    [
        "Asked to write a short story, the 4-bit build reaches 61 tok/s.",
        "On the sonnet prompt set the server streams about 70 tokens/sec.",
        "On HumanEval prompts it decodes 95 tokens/sec.",
        "On multi-turn chat prompts it decodes 44 tok/s.",
    ],
)
def test_the_workload_is_named(sentence: str) -> None:
    assert only(sentence + "\n").state("content_type") == "stated"
