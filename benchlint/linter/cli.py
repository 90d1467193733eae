"""The entry point of installs made before the command line moved to ``benchlint.cli``.

An editable install keeps the ``benchlint`` console script it wrote (``benchlint.linter.cli:main``)
until it is reinstalled; this forwards it. Remove once no environment predates the move. The
import is by name so the linter does not depend on the CLI it sits below.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any


def main(argv: list[str] | None = None) -> Any:
    return import_module("benchlint.cli").main(argv)
