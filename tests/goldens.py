"""Golden outputs: the full findings (message and location) that guard every refactor.

``python -m tests.goldens --update`` regenerates every golden file under ``tests/golden/``;
a reviewer reads the diff. ``tests/test_goldens.py`` requires the current output to equal them.

The shared corpus is read from ``../shared`` at test time (never copied): its goldens are
generated with the shared folder as the working directory, so the paths in them are relative.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from click.testing import CliRunner

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
GOLDEN_DIR = Path(__file__).parent / "golden"
CASES_DIR = Path(__file__).parent / "rules" / "cases"


@dataclass(frozen=True)
class Golden:
    name: str
    """File name under tests/golden/."""
    produce: Callable[[], str]
    needs_shared: bool = False


@contextlib.contextmanager
def _cwd(path: Path) -> Iterator[None]:
    before = os.getcwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(before)


def run_cli(args: list[str], cwd: Path) -> str:
    """`benchlint ARGS` in-process from CWD, with the exit code as the last line."""
    from benchlint.cli import cli

    env = {"GITHUB_ACTIONS": "", "GITHUB_STEP_SUMMARY": "", "NO_COLOR": "1", "BENCHLINT_JOBS": "1"}
    with _cwd(cwd):
        result = CliRunner().invoke(cli, args, env=env, catch_exceptions=False)
    return f"{result.stdout}[exit {result.exit_code}]\n"


def _check(target: str, fmt: str, cwd: Path) -> Callable[[], str]:
    return lambda: run_cli(["check", "--output-format", fmt, target], cwd)


def rule_cases() -> str:
    """Every rule case of tests/rules/cases with its full findings, one block per case."""
    import tempfile

    from ruamel.yaml import YAML

    from tests.helpers import dump_yaml, lint_text

    yaml = YAML(typ="safe", pure=True)
    out = io.StringIO()
    for path in sorted(CASES_DIR.glob("*.yaml")):
        spec = yaml.load(path.read_text(encoding="utf-8"))
        code = spec["rule"]
        for case in spec["cases"]:
            if "record" in case:
                text, ext = dump_yaml(case["record"]), ".yaml"
            elif "markdown" in case:
                text, ext = case["markdown"], ".md"
            else:
                text, ext = case["file"], case.get("ext", ".yaml")
            options = {code: case["options"]} if "options" in case else None
            with tempfile.TemporaryDirectory() as tmp:
                result = lint_text(Path(tmp), text, ext, select=case.get("select", [code]), options=options)
            out.write(f"== {code} {case['name']}\n")
            for f in result.findings:
                out.write(f"{f.line}:{f.col} {f.code} {f.severity.value} {f.message}\n")
    return out.getvalue()


def goldens() -> list[Golden]:
    table = [
        Golden("examples.json", _check("examples", "json", REPO)),
        Golden("examples.concise.txt", _check("examples", "concise", REPO)),
        Golden("results.json", _check("corpus/results", "json", SHARED), needs_shared=True),
        Golden("results.concise.txt", _check("corpus/results", "concise", SHARED), needs_shared=True),
        Golden("claims-docs.json", _check("corpus/claims/docs", "json", SHARED), needs_shared=True),
        Golden("claims-docs.concise.txt", _check("corpus/claims/docs", "concise", SHARED), needs_shared=True),
        Golden("results-real.concise.txt", _check("corpus/results-real", "concise", SHARED), needs_shared=True),
        Golden("claims-real.concise.txt", _check("corpus/claims-real/docs", "concise", SHARED), needs_shared=True),
        Golden("rule-cases.txt", rule_cases),
    ]
    # One golden per reporter, on a small input that has a record and a document.
    for fmt in ("concise", "full", "json", "sarif", "github"):
        table.append(Golden(f"reporter.{fmt}.txt", _reporter(fmt)))
    return table


REPORTER_INPUTS = ["examples/records/seed000_summed_16way.yaml", "examples/docs"]


def _reporter(fmt: str) -> Callable[[], str]:
    return lambda: run_cli(["check", "--output-format", fmt, *REPORTER_INPUTS], REPO)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update", action="store_true", help="rewrite the golden files")
    parser.add_argument("names", nargs="*", help="only these goldens")
    args = parser.parse_args(argv)
    GOLDEN_DIR.mkdir(exist_ok=True)
    changed = 0
    for golden in goldens():
        if args.names and golden.name not in args.names:
            continue
        if golden.needs_shared and not SHARED.is_dir():
            print(f"skip {golden.name}: {SHARED} not found", file=sys.stderr)
            continue
        text = golden.produce()
        path = GOLDEN_DIR / golden.name
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if old != text:
            changed += 1
            print(f"{'updated' if args.update else 'differs'}: {golden.name}")
            if args.update:
                path.write_text(text, encoding="utf-8")
    print(f"{changed} golden file(s) {'updated' if args.update else 'differ'}")
    return 0 if args.update or not changed else 1


if __name__ == "__main__":
    sys.exit(main())
