"""llama.cpp server responses with ``timings`` (one response, or a list / JSON Lines of them):
prompt_n, prompt_ms, predicted_n, predicted_ms, predicted_per_second, and with speculative
decoding draft_n / draft_n_accepted.

Every speed here is one request's own (decode excludes prefill); there is no wall clock for
the set, so no aggregate is imported and nothing is summed. Draft counts are summed into the
normalised draft/accepted tokens and their ratio.
"""

from __future__ import annotations

from typing import Any

from benchlint.importers import ImportOutcome
from benchlint.importers._common import Draft, Row, as_dict, intval, num, outcome_from, read_rows, summary_stats

TOOL = "llama.cpp server"


def _timings(value: Any) -> dict[str, Any] | None:
    if not isinstance(value, dict):
        return None
    inner = value.get("timings")
    if isinstance(inner, dict) and "predicted_n" in inner:
        return inner
    if "predicted_n" in value and "predicted_per_second" in value and "prompt_n" in value:
        return value
    return None


def sniff(path: str, text: str, data: Any) -> str | None:
    items = data if isinstance(data, list) else [data]
    if items and all(_timings(item) is not None for item in items):
        return "llama-server-timings"
    return None


def import_file(path: str, text: str, data: Any, fmt: str) -> ImportOutcome:
    parsed = read_rows(path, text, data)
    rows = [(row, _timings(row.value)) for row in parsed.rows]
    responses = [(row, timings) for row, timings in rows if timings is not None]
    draft = Draft(TOOL, path)
    draft.put("system.engine", "llama.cpp")
    first = responses[0][0].value if responses else {}
    model = first.get("model") if isinstance(first, dict) else None
    draft.put(
        "system.model",
        model if isinstance(model, str) else None,
        _path(responses[0][0], "model") if responses else None,
    )
    draft.locate("points[0]", "$")
    draft.put("points[0].requests", len(responses), "$")
    for field, key in (("output_tokens", "predicted_n"), ("per_request_decode_tok_s", "predicted_per_second")):
        values = [v for v in (num(t.get(key)) for _, t in responses) if v is not None]
        for stat, value in summary_stats(values).items():
            draft.put(f"points[0].{field}.{stat}", value, f"$[*].timings.{key}")
    outputs = [intval(t.get("predicted_n")) for _, t in responses]
    if responses and all(o is not None for o in outputs):
        draft.put("points[0].output_tokens_total", sum(o or 0 for o in outputs), "$[*].timings.predicted_n")
    prompts = [intval(t.get("prompt_n")) for _, t in responses]
    if responses and all(p is not None for p in prompts):
        draft.put("points[0].prompt_tokens_total", sum(p or 0 for p in prompts), "$[*].timings.prompt_n")
        draft.put("workload.prompt_tokens.mean", sum(p or 0 for p in prompts) / len(prompts), "$[*].timings.prompt_n")
    _speculation(draft, [t for _, t in responses])
    _stop(draft, [row.value for row, _ in responses])
    return outcome_from([draft], parsed.problems)


def _path(row: Row, key: str) -> str:
    return f"{row.json_path}.{key}"


def _speculation(draft: Draft, timings: list[dict[str, Any]]) -> None:
    drafted = [intval(t.get("draft_n")) for t in timings if "draft_n" in t]
    accepted = [intval(t.get("draft_n_accepted")) for t in timings if "draft_n_accepted" in t]
    if not drafted or any(d is None for d in drafted) or any(a is None for a in accepted):
        return
    total_drafted, total_accepted = sum(d or 0 for d in drafted), sum(a or 0 for a in accepted)
    draft.put("speculative_decoding.enabled", True, "$[*].timings.draft_n")
    draft.put("speculative_decoding.draft_tokens", total_drafted, "$[*].timings.draft_n")
    draft.put("speculative_decoding.accepted_tokens", total_accepted, "$[*].timings.draft_n_accepted")
    if total_drafted:
        draft.put(
            "speculative_decoding.acceptance_rate", total_accepted / total_drafted, "$[*].timings.draft_n_accepted"
        )


def _stop(draft: Draft, responses: list[Any]) -> None:
    """stop_type per response: "eos"/"word" is a natural stop, "limit" hit n_predict."""
    kinds = {str(as_dict(r).get("stop_type")) for r in responses if as_dict(r).get("stop_type")}
    if kinds and kinds <= {"eos", "word"}:
        draft.put("workload.stop_rule", "natural", "$[*].stop_type")
