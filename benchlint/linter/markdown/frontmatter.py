"""YAML front matter: a document's default operating point and its linked records.

    ---
    benchlint:
      records: [results/run.yaml]            # paths, relative to the document
      defaults: {gpu_count: 1x H100, content_type: ShareGPT}
    ---

A record may also be written inline (a mapping instead of a path), which keeps an
example self-contained.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from benchlint.linter.claim import OP_FIELDS
from benchlint.linter.findings import Violation

_OPEN = re.compile(r"\A(?:\ufeff)?---[ \t]*\r?\n")
_CLOSE = re.compile(r"^(?:---|\.\.\.)[ \t]*\r?$", re.MULTILINE)
MAX_FRONT_MATTER = 64_000
#: front matter keys whose values are prose read like the document's own sentences
_PROSE_KEY = re.compile(r"^(?:title|subtitle|summary|description|excerpt|tagline):[ \t]+\S")
#: Hugo's TOML front matter between +++ lines: metadata too ("draft = false" is no drafter)
_TOML_OPEN = re.compile(r"\A(?:\ufeff)?\+\+\+[ \t]*\r?\n")
_TOML_CLOSE = re.compile(r"^\+\+\+[ \t]*\r?$", re.MULTILINE)
_TOML_PROSE_KEY = re.compile(r"^(?:title|subtitle|summary|description|excerpt|tagline)[ \t]*=[ \t]*\S")

ALIASES = {
    "concurrency": "concurrency",
    "batch_size": "concurrency",
    "stop_rule": "stop_rule",
    "max_tokens": "stop_rule",
    "output_tokens": "stop_rule",
    "prompt_length": "prompt_length",
    "prompt_tokens": "prompt_length",
    "content_type": "content_type",
    "dataset": "content_type",
    "spec_decoding": "spec_decoding",
    "speculative_decoding": "spec_decoding",
    "gpu_count": "gpu_count",
    "gpus": "gpu_count",
    "aggregation": "aggregation",
}


@dataclass(eq=False)
class FrontMatter:
    end_line: int = 0
    """Last line of the front matter (0 when there is none)."""
    defaults: dict[str, str] = field(default_factory=dict)
    records: list[str | dict[str, Any]] = field(default_factory=list)
    problems: list[tuple[str, Violation]] = field(default_factory=list)


def split_front_matter(text: str) -> tuple[FrontMatter, str]:
    """The front matter and the text with it blanked out (line numbers unchanged)."""
    front = FrontMatter()
    opening = _OPEN.match(text)
    if not opening:
        return _toml_front_matter(text, front)
    closing = _CLOSE.search(text, opening.end(), min(len(text), opening.end() + MAX_FRONT_MATTER))
    if not closing:
        return front, text
    body = text[opening.end() : closing.start()]
    end = closing.end()
    front.end_line = text.count("\n", 0, end) + 1
    # Blank the front matter but keep its prose keys (a title or summary makes claims too),
    # each on its own line so line and column numbers stay those of the file.
    kept = [line if _PROSE_KEY.match(line) else "" for line in text[:end].split("\n")]
    blanked = "\n".join(kept[:-1]) + "\n" + text[end:] if len(kept) > 1 else text[end:]
    _read(body, front)
    return front, blanked


def _toml_front_matter(text: str, front: FrontMatter) -> tuple[FrontMatter, str]:
    """TOML front matter is blanked the same way (its prose keys kept); benchlint's own keys
    are read from YAML front matter only."""
    opening = _TOML_OPEN.match(text)
    if not opening:
        return front, text
    closing = _TOML_CLOSE.search(text, opening.end(), min(len(text), opening.end() + MAX_FRONT_MATTER))
    if not closing:
        return front, text
    end = closing.end()
    front.end_line = text.count("\n", 0, end) + 1
    kept = [line if _TOML_PROSE_KEY.match(line) else "" for line in text[:end].split("\n")]
    return front, "\n".join(kept[:-1]) + "\n" + text[end:]


def _read(body: str, front: FrontMatter) -> None:
    from ruamel.yaml import YAML
    from ruamel.yaml.error import YAMLError

    try:
        data = YAML(typ="safe", pure=False).load(body)
    except YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = (mark.line + 2) if mark is not None else 1
        front.problems.append(
            ("SC001", Violation(f"invalid YAML front matter: {getattr(exc, 'problem', exc)}", line=line, col=1))
        )
        return
    except Exception as exc:  # the YAML loader raises a few non-YAMLError types on odd input
        front.problems.append(("SC001", Violation(f"invalid YAML front matter: {exc}", line=1, col=1)))
        return
    if not isinstance(data, dict) or "benchlint" not in data:
        return
    block = data["benchlint"]
    if not isinstance(block, dict):
        front.problems.append(("SC002", Violation("front matter 'benchlint' must be a mapping", line=2, col=1)))
        return
    records = block.get("records", [])
    if isinstance(records, str | dict):
        records = [records]
    if not isinstance(records, list) or not all(isinstance(r, str | dict) for r in records):
        front.problems.append(
            ("SC002", Violation("benchlint.records must be a list of paths or records", line=2, col=1))
        )
    else:
        front.records = records
    defaults = block.get("defaults", {})
    extra = {k: v for k, v in block.items() if k not in ("records", "defaults")}
    if isinstance(defaults, dict):
        extra.update(defaults)
    for key, value in extra.items():
        name = ALIASES.get(str(key))
        if name is None:
            known = ", ".join(sorted({*OP_FIELDS, "records", "defaults"}))
            front.problems.append(
                ("SC002", Violation(f"unknown front matter key benchlint.{key} (known: {known})", line=2, col=1))
            )
        elif value is not None:
            front.defaults[name] = f"{key}: {value}"
