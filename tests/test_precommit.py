"""The real pre-commit, in a throwaway git repository, using a snapshot of this checkout as the
hook repository: a complete record passes, the same record without one concurrency fails with
OP001, and .jsonl files reach the records hook.

pre-commit installs benchlint (and its dependencies, from the package index) into its own
virtualenv once per test session: every test shares one PRE_COMMIT_HOME and one hook revision.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from ruamel.yaml import YAML

from tests import webrepo
from tests.precommit_support import git, run_pre_commit

pytest.importorskip("pre_commit", reason="pre-commit is a test dependency: pip install -e '.[test]'")
if shutil.which("git") is None:
    pytest.skip("git is required to run pre-commit", allow_module_level=True)

# A complete, honest record: fixed-length outputs, four load levels that level off, latency
# percentiles, caps read from the process, two repeats, aggregate == total output / wall.
GOOD_RECORD = """\
id: precommit-good
system:
  model: Qwen3-8B
  engine: vllm
  engine_version: 0.11.0
  quantization: bf16
  gpus: {count: 1, type: H100-SXM-80GB}
  parallelism: {tensor: 1, pipeline: 1}
  max_concurrent_sequences: {value: 256, source: process}
  max_batched_tokens: {value: 8192, source: process}
  prefix_caching: false
workload:
  prompt_tokens: {mean: 512}
  stop_rule: fixed_length
  max_tokens: 512
  min_tokens: 512
  ignore_eos: true
  content_type: prose
  language: en
  temperature: 0.0
  identical_prompts: false
speculative_decoding: {enabled: false}
aggregation: total_output_over_wall
repeats: 2
points:
  - concurrency: 1
    requests: 16
    failed_requests: 0
    warmup_requests: 2
    wall_s: 163.84
    output_tokens_total: 8192
    prompt_tokens_total: 8192
    aggregate_tok_s: 50.0
    per_request_decode_tok_s: {p50: 50.3, p95: 50.9}
    ttft_s: {p50: 0.05, p95: 0.06}
    latency_s: {p50: 10.24, p95: 10.3}
    repeat_aggregates_tok_s: [50.0, 49.6]
  - concurrency: 2
    requests: 16
    failed_requests: 0
    warmup_requests: 2
    wall_s: 86.23
    output_tokens_total: 8192
    prompt_tokens_total: 8192
    aggregate_tok_s: 95.0
    per_request_decode_tok_s: {p50: 47.8, p95: 48.5}
    ttft_s: {p50: 0.06, p95: 0.08}
    latency_s: {p50: 10.78, p95: 10.9}
    repeat_aggregates_tok_s: [95.0, 94.1]
  - concurrency: 4
    requests: 16
    failed_requests: 0
    warmup_requests: 2
    wall_s: 48.19
    output_tokens_total: 8192
    prompt_tokens_total: 8192
    aggregate_tok_s: 170.0
    per_request_decode_tok_s: {p50: 42.8, p95: 43.6}
    ttft_s: {p50: 0.08, p95: 0.11}
    latency_s: {p50: 12.05, p95: 12.2}
    repeat_aggregates_tok_s: [170.0, 168.2]
  - concurrency: 8
    requests: 16
    failed_requests: 0
    warmup_requests: 2
    wall_s: 45.51
    output_tokens_total: 8192
    prompt_tokens_total: 8192
    aggregate_tok_s: 180.0
    per_request_decode_tok_s: {p50: 22.6, p95: 23.1}
    ttft_s: {p50: 0.12, p95: 0.2}
    latency_s: {p50: 22.7, p95: 22.9}
    repeat_aggregates_tok_s: [180.0, 178.9]
provenance:
  tool: benchlint measure
  tool_version: 0.1.0
  date: "2026-11-29"
"""
# The one change that matters: the second point no longer states its concurrency.
BAD_RECORD = GOOD_RECORD.replace("  - concurrency: 2\n    requests: 16\n", "  - requests: 16\n")
assert BAD_RECORD != GOOD_RECORD

CLAIMS_DOC = "# Results\n\nSee `results/` for the records.\n"
# Not a record: the records hook must leave CI configuration alone by default.
WORKFLOW = "name: ci\non: [push]\njobs: {}\n"


def consumer_repo(root: Path, hook_repo: tuple[Path, str], files: dict[str, str]) -> Path:
    """A project that uses both hooks from the snapshot, as published (no `files` override), and
    contains ``files`` plus a CI workflow."""
    repo_path, rev = hook_repo
    config = {
        "repos": [
            {
                "repo": str(repo_path),
                "rev": rev,
                "hooks": [{"id": "benchlint-records"}, {"id": "benchlint-docs"}],
            }
        ]
    }
    (root / ".pre-commit-config.yaml").write_text(json.dumps(config, indent=2) + "\n")
    for name, text in {".github/workflows/ci.yml": WORKFLOW, **files}.items():
        target = root / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
    git(root, "init", "-q")
    git(root, "add", "-A")
    return root


def as_jsonl(*records: str) -> str:
    yaml = YAML(typ="safe")
    return "".join(json.dumps(yaml.load(text)) + "\n" for text in records)


def test_good_records_pass(tmp_path: Path, hook_repo: tuple[Path, str], pre_commit_home: Path) -> None:
    repo = consumer_repo(
        tmp_path,
        hook_repo,
        {"results/good.yaml": GOOD_RECORD, "results/good.jsonl": as_jsonl(GOOD_RECORD), "README.md": CLAIMS_DOC},
    )
    done = run_pre_commit(repo, pre_commit_home)
    report = done.stdout + done.stderr
    assert done.returncode == 0, report
    assert "benchlint (benchmark records)" in report and "Passed" in report
    assert "benchlint (performance claims in Markdown)" in report


def test_bad_record_fails_with_op001(tmp_path: Path, hook_repo: tuple[Path, str], pre_commit_home: Path) -> None:
    repo = consumer_repo(
        tmp_path,
        hook_repo,
        {
            "results/bad.yaml": BAD_RECORD,
            "results/mixed.jsonl": as_jsonl(GOOD_RECORD, BAD_RECORD),
            "README.md": CLAIMS_DOC,
        },
    )
    done = run_pre_commit(repo, pre_commit_home)
    report = done.stdout + done.stderr
    assert done.returncode == 1, report
    assert "Failed" in report
    op001 = [line for line in report.splitlines() if " OP001 " in line]
    assert any(line.startswith("results/bad.yaml:") for line in op001), report
    # The second line of the JSONL file is the bad record: the hook received the .jsonl file.
    assert any(line.startswith("results/mixed.jsonl:2:") for line in op001), report
    assert len(op001) == 2, report


def concise_files(report: str) -> set[str]:
    """Files named by benchlint's concise lines in a pre-commit report."""
    return {
        line.split(":", 1)[0] for line in report.splitlines() if re.match(r"^[\w./-]+:\d+:\d+: [A-Z]{2}\d{3} ", line)
    }


def test_web_repository_through_the_published_hooks(
    tmp_path: Path, hook_repo: tuple[Path, str], pre_commit_home: Path
) -> None:
    """pre-commit names every JSON/YAML/Markdown file; with `exclude` in the configuration only
    the bad record and the bad claim are reported."""
    webrepo.build(tmp_path)
    (tmp_path / "pyproject.toml").write_text('[tool.benchlint]\nexclude = [".git", "metrics.jsonl"]\n')
    repo_path, rev = hook_repo
    config = {
        "repos": [
            {"repo": str(repo_path), "rev": rev, "hooks": [{"id": "benchlint-records"}, {"id": "benchlint-docs"}]}
        ]
    }
    (tmp_path / ".pre-commit-config.yaml").write_text(json.dumps(config, indent=2) + "\n")
    git(tmp_path, "init", "-q")
    git(tmp_path, "add", "-A")
    done = run_pre_commit(tmp_path, pre_commit_home)
    report = done.stdout + done.stderr
    assert done.returncode == 1, report
    # README.md's "3x faster" is the Markdown claim finder's to silence (tests/test_discovery.py)
    assert concise_files(report) - {"README.md"} == {webrepo.BAD_RECORD, webrepo.BAD_CLAIM}, report
    assert "SC003" not in report and "SC001" not in report


def test_mdx_pages_reach_the_docs_hook(tmp_path: Path, hook_repo: tuple[Path, str], pre_commit_home: Path) -> None:
    """identify tags .mdx as `mdx`, not `markdown`: the docs hook's types_or names both, so a
    Docusaurus/Nextra page's claim is reported (watched: with `types: [markdown]` it was never run)."""
    page = "import { Callout } from 'nextra/components'\n\n<Callout>\nOur engine serves 606 tok/s.\n</Callout>\n"
    repo = consumer_repo(tmp_path, hook_repo, {"docs/serving.mdx": page})
    done = run_pre_commit(repo, pre_commit_home)
    report = done.stdout + done.stderr
    assert done.returncode == 1, report
    assert "docs/serving.mdx" in concise_files(report), report
