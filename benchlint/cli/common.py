"""What every linting command shares: usage and internal errors exit 2 with one clear line."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

import click

from benchlint.linter import registry
from benchlint.linter.config import ConfigError

F = TypeVar("F", bound=Callable[..., Any])


def usage_errors(func: F) -> F:
    """Bad configuration or arguments exit 2 with one clear line; so does an internal error
    (with the traceback only when BENCHLINT_DEBUG is set)."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except (ConfigError, registry.SelectorError) as exc:
            click.echo(f"benchlint: error: {exc}", err=True)
            sys.exit(2)
        except (click.exceptions.Exit, click.ClickException, SystemExit, KeyboardInterrupt, BrokenPipeError):
            raise
        except Exception as exc:
            if os.environ.get("BENCHLINT_DEBUG"):
                raise
            click.echo(
                f"benchlint: internal error: {type(exc).__name__}: {exc} (set BENCHLINT_DEBUG=1 for details)", err=True
            )
            sys.exit(2)

    return wrapper  # type: ignore[return-value]
