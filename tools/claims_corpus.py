#!/usr/bin/env python3
"""Rebuild the documents of benchlint's own real-claims corpus, outside the repository.

The corpus in ``tests/data/claims-real/`` is benchlint's own work: the hand annotations
(``claims.yaml``), the rules they follow (``README.md``) and where each document comes from
(``sources.yaml``: repository, path, commit, sha256). The documents themselves are other
projects' files and are never committed: this script copies each one out of a local snapshot of
its public repository (``git show <commit>:<path>``), trims it where ``keep_lines`` says, checks
its sha256 and writes it to the docs folder that ``bench/score_claims.py`` and the tests read.

Usage (from the repository root)::

    python tools/claims_corpus.py materialise [--snapshots DIR] [--out DIR]
    python tools/claims_corpus.py check       # are the docs there and unchanged?

``--snapshots`` is a folder of bare git snapshots named ``owner+name/repo`` (default
``$BENCHLINT_SNAPSHOTS`` or ``/work/.mirror``); ``--out`` defaults to ``$BENCHLINT_OWN_CLAIMS_DOCS`` or
``~/.cache/benchlint-claims-real/docs`` (``bench/score_claims.py`` ``docs_folder``).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO / "tests" / "data" / "claims-real"


def docs_dir() -> Path:
    """Where the corpus documents live, never inside the repository: the scorer's choice."""
    sys.path.insert(0, str(REPO / "bench"))
    from score_claims import docs_folder

    return docs_folder(CORPUS)


def sources() -> list[dict[str, Any]]:
    import yaml

    data = yaml.safe_load((CORPUS / "sources.yaml").read_text(encoding="utf-8"))
    return list(data["documents"])


def _content(snapshots: Path, source: dict[str, Any]) -> bytes:
    git_dir = snapshots / source["repo"].replace("/", "+") / "repo"
    if not git_dir.exists():
        raise SystemExit(f"no snapshot of {source['repo']} at {git_dir}: fetch it first")
    shown = subprocess.run(
        ["git", "--git-dir", str(git_dir), "show", f"{source['commit']}:{source['path']}"],
        capture_output=True,
        check=False,
    )
    if shown.returncode != 0:
        raise SystemExit(f"{source['repo']}@{source['commit'][:10]}:{source['path']}: {shown.stderr.decode().strip()}")
    content = shown.stdout
    if source.get("keep_lines"):
        content = b"".join(content.splitlines(keepends=True)[: int(source["keep_lines"])])
    return content


def materialise(snapshots: Path, out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    for source in sources():
        content = _content(snapshots, source)
        digest = hashlib.sha256(content).hexdigest()
        if digest != source["sha256"]:
            raise SystemExit(f"{source['name']}: sha256 {digest} is not the annotated {source['sha256']}")
        (out / source["name"]).write_bytes(content)
    print(f"wrote {len(sources())} documents to {out}")
    return 0


def missing_or_changed(folder: Path) -> list[str]:
    """Names of documents that are absent from folder or differ from what was annotated."""
    wrong = []
    for source in sources():
        path = folder / source["name"]
        if not path.is_file() or hashlib.sha256(path.read_bytes()).hexdigest() != source["sha256"]:
            wrong.append(source["name"])
    return wrong


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    build = sub.add_parser("materialise", help="copy the documents out of the snapshots")
    build.add_argument("--snapshots", type=Path, default=Path(os.environ.get("BENCHLINT_SNAPSHOTS", "/work/.mirror")))
    build.add_argument("--out", type=Path, default=docs_dir())
    check = sub.add_parser("check", help="report documents that are missing or changed")
    check.add_argument("--out", type=Path, default=docs_dir())
    args = parser.parse_args(argv)
    if args.command == "materialise":
        return materialise(args.snapshots, args.out)
    wrong = missing_or_changed(args.out)
    state = f"{len(wrong)} missing or changed: {', '.join(wrong)}" if wrong else "all documents present"
    print(f"{args.out}: {state}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
