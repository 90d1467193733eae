"""The README's ```console blocks hold real output: each ``$ benchlint ...`` line is run from the
repository root and the lines after it are what it printed.

``python -m tests.readme_tour --update`` rewrites them; ``tests/test_readme.py`` requires the
README to equal what this produces. A command may end in ``| head -N`` (the output's first N
lines); nothing else of a shell is understood.
"""

from __future__ import annotations

import argparse
import re
import shlex
import sys

from tests.goldens import REPO, run_cli

README = REPO / "README.md"
BLOCK = re.compile(r"```console\n(.*?)```", re.DOTALL)
HEAD = re.compile(r"\s*\|\s*head\s+-(\d+)\s*$")


def output_of(command: str) -> str:
    """What ``command`` (a benchlint command line) prints on stdout."""
    limit = None
    match = HEAD.search(command)
    if match:
        limit = int(match.group(1))
        command = command[: match.start()]
    words = shlex.split(command)
    if words[0] != "benchlint":
        raise ValueError(f"README console block runs {words[0]!r}, not benchlint")
    text = run_cli(words[1:], REPO).rsplit("[exit ", 1)[0]
    lines = text.splitlines()
    return "\n".join(lines[:limit] if limit is not None else lines)


def _render_block(match: re.Match[str]) -> str:
    commands = [line[2:] for line in match.group(1).splitlines() if line.startswith("$ ")]
    parts = []
    for command in commands:
        output = output_of(command)
        parts.append(f"$ {command}\n{output}\n" if output else f"$ {command}\n")
    return "```console\n" + "".join(parts) + "```"


def render(text: str) -> str:
    return BLOCK.sub(_render_block, text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--update", action="store_true", help="rewrite README.md")
    args = parser.parse_args(argv)
    current = README.read_text(encoding="utf-8")
    fresh = render(current)
    if args.update:
        README.write_text(fresh, encoding="utf-8")
        return 0
    if fresh != current:
        print("README.md console blocks differ from real output: python -m tests.readme_tour --update")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
