"""An ordinary web repository with one bad benchmark record and one bad performance claim:
what a new user points benchlint at. Shared by the discovery and pre-commit tests."""

from __future__ import annotations

import json
from pathlib import Path

#: the only files benchlint may report on
BAD_RECORD = "results/bad.yaml"
BAD_CLAIM = "docs/perf.md"

FILES = {
    "package.json": '{"name": "web", "version": "1.0.0", "scripts": {"build": "vite build"}}\n',
    # JSON with comments and a trailing comma, as TypeScript allows
    "tsconfig.json": (
        '{\n  // compiler options\n  "compilerOptions": {"target": "es2020", /* modern */ "strict": true,},\n}\n'
    ),
    "docker-compose.yml": "services:\n  web:\n    image: nginx:1.27\n    ports: ['8080:80']\n",
    "mkdocs.yml": "site_name: Web\nnav:\n  - Home: index.md\n",
    ".pre-commit-config.yaml": "repos: []\n",
    ".github/workflows/ci.yml": "name: ci\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n"
    "    steps:\n      - uses: actions/checkout@v4\n",
    "README.md": "# Web\n\nThe new bundler makes page loads 3x faster.\n",
    # the record states a throughput and nothing of its operating point
    BAD_RECORD: "points:\n  - aggregate_tok_s: 606.1\n",
    BAD_CLAIM: "# Performance\n\nOur inference server does 606 tok/s.\n",
}


def metrics_jsonl(lines: int = 5000) -> str:
    """Request timings of a web app, one JSON object a line: valid JSON Lines, not records."""
    return "".join(json.dumps({"ts": 1700000000 + i, "route": "/home", "ms": 120 + i % 7}) + "\n" for i in range(lines))


def build(root: Path) -> Path:
    for name, text in {**FILES, "metrics.jsonl": metrics_jsonl()}.items():
        target = root / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    return root
