"""MDX documents (Docusaurus, Mintlify, Nextra, Astro) read as Markdown: their ESM lines, JSX
expressions and component tags give no claim and move no line, while the Markdown inside a
component is read like any paragraph."""

from __future__ import annotations

from benchlint.linter.markdown import load_markdown
from benchlint.linter.markdown.frontmatter import split_front_matter
from benchlint.linter.markdown.mdx import blank_mdx

DOC = """\
---
title: Serving guide
description: How we serve Llama 3 8B
---
import Tabs from '@theme/Tabs';
import { Callout, Chart } from 'nextra/components'

export const meta = {
  throughput: 606,
  speedup: "2.5x faster",

  gpus: [8, 16],
}

# Serving

{/* measured 900 tok/s on a laptop, not published */}

Our server decodes at 606 tok/s per user.

<Chart data={[1, 2, 3]} height={400} label="3x faster" />

<Callout type="info">
The new kernel is 2.5x faster than the old one.
</Callout>

<Tabs>
  <TabItem value="h100" label="1200 tok/s">
      On one H100 the engine reaches 1,800 tok/s.
  </TabItem>
</Tabs>

```bash
export RATE={1000}
```
"""


def found(path: str, text: str) -> list[tuple[int, str]]:
    return [(c.line, c.text) for c in load_markdown(path, text, None).claims]


def test_claims_in_text_and_in_a_component_are_found_at_their_lines() -> None:
    assert [(line, text.split()[0]) for line, text in found("docs/serving.mdx", DOC)] == [
        (19, "606"),
        (24, "2.5x"),
        (29, "1,800"),
    ]


def test_the_same_text_as_plain_markdown_reads_the_mdx_syntax_too() -> None:
    # watched: the same document named .md reads the export block, the comment and the
    # component props as text (claims on lines 10, 17 and 21)
    lines = [line for line, _ in found("docs/serving.md", DOC)]
    assert {10, 17, 21} <= set(lines)


def test_blanking_keeps_every_line_and_column() -> None:
    blanked = blank_mdx(split_front_matter(DOC)[1])
    # the front matter's own lines are emptied by split_front_matter; every line after it keeps its length
    assert [len(line) for line in blanked.split("\n")][4:] == [len(line) for line in DOC.split("\n")][4:]
    assert "import" not in blanked and "meta" not in blanked and "Callout" not in blanked
    assert "The new kernel is 2.5x faster than the old one." in blanked
    assert "export RATE={1000}" in blanked  # fenced code is left to the Markdown reader


def test_inline_code_and_escaped_braces_are_not_expressions() -> None:
    text = "Set `{max_tokens: 256}` and \\{x\\} then <Badge>new</Badge> runs at 50 tok/s.\n"
    blanked = blank_mdx(text)
    assert "`{max_tokens: 256}`" in blanked and "\\{x\\}" in blanked
    assert "Badge" not in blanked and "new" in blanked and "50 tok/s" in blanked


def test_an_unclosed_brace_or_tag_is_left_as_text() -> None:
    text = "Throughput {rose to 300 tok/s\n\nLatency <Below 20 ms\n"
    assert blank_mdx(text) == text


def test_a_benchlint_comment_in_mdx_is_a_directive() -> None:
    # MDX has no HTML comments: {/* benchlint-... */} is how a page suppresses a finding
    text = "{/* benchlint-disable-next-line OP005 -- no draft model in this engine */}\nWe serve 606 tok/s per user.\n"
    source = load_markdown("docs/serving.mdx", text, None)
    assert [(c.line, c.text) for c in source.claims] == [(2, "606 tok/s")]
    assert len(source.suppressions) == 1 and not source.problems
    # watched: an ordinary JSX comment is only blanked
    plain = text.replace("benchlint-disable-next-line OP005 --", "note:")
    assert load_markdown("docs/serving.mdx", plain, None).suppressions == []
