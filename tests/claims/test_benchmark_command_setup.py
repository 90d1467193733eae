"""The benchmark command in a code block right above a result table states that table's setup.

Recipes and serving docs print the client command (``vllm bench serve ... --max-concurrency 64
--random-input-len 1024 --ignore-eos``) and then its results: the flags are the operating point.
Only the command lines are read (never the tool's printed output), shell variables set in the same
block are filled in, and the command reaches the table printed after it, not the prose around it.
"""

from __future__ import annotations

from benchlint.linter.claim import Claim
from tests.claims.helpers import absent, claims

_COMMAND = """\
```bash
ISL=1024
OSL=1024
python -m vllm.entrypoints.bench serve --model m --dataset-name=random \\
  --random-input-len="${ISL}" --random-output-len="${OSL}" --ignore-eos
```
"""

_TABLE = """\
| Concurrency | Output tok/s |
|---:|---:|
| 8 | 850.5 |
| 16 | 1251.1 |
| 32 | 1876.3 |
"""


def _rows(text: str) -> list[Claim]:
    return [c for c in claims(text) if c.text in ("850.5", "1251.1", "1876.3")]


def test_the_command_states_the_table_setup() -> None:
    text = f"## Serving benchmark\n\n{_COMMAND}\nResults on one MI300X:\n\n{_TABLE}"
    rows = _rows(text)
    assert len(rows) == 3
    for row in rows:
        assert not {"stop_rule", "prompt_length", "content_type"} & set(absent(row))
        assert row.state("prompt_length") == "stated"
    # watched flipping: the same table with a command that is not a benchmark client
    other = text.replace("python -m vllm.entrypoints.bench serve", "python convert.py")
    assert all({"stop_rule", "prompt_length", "content_type"} <= set(absent(row)) for row in _rows(other))


def test_shell_variables_and_equals_flags_are_read() -> None:
    text = f"## Serving benchmark\n\n{_COMMAND}\n{_TABLE}"
    row = _rows(text)[0]
    assert row.state("prompt_length") == "stated"
    # an unset variable gives no length
    unset = text.replace("ISL=1024\n", "")
    assert _rows(unset)[0].state("prompt_length") == "absent"


def test_the_tool_output_in_the_block_is_not_read() -> None:
    printed = "```\n$ vllm bench serve --model m\nMaximum request concurrency: 64\nInput tokens: 1024\n```\n"
    text = f"## Serving benchmark\n\n{printed}\n{_TABLE}"
    assert all(row.state("prompt_length") == "absent" for row in _rows(text))


def test_prose_after_the_command_keeps_its_own_setup() -> None:
    """A sentence after the command may tell another run's story: the command sets up tables only."""
    text = f"## Notes\n\n{_COMMAND}\nAnother user reached 780 tok/s on one H100.\n"
    (claim,) = claims(text)
    assert {"stop_rule", "prompt_length", "content_type"} <= set(absent(claim))


def test_a_table_far_below_the_command_is_not_its_result() -> None:
    filler = "".join(f"Paragraph {n} about the model card.\n\n" for n in range(4))
    text = f"## Serving benchmark\n\n{_COMMAND}\n{filler}{_TABLE}"
    assert all(row.state("prompt_length") == "absent" for row in _rows(text))
    near = f"## Serving benchmark\n\n{_COMMAND}\n{_TABLE}"
    assert all(row.state("prompt_length") == "stated" for row in _rows(near))
