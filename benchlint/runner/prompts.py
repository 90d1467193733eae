"""Workload prompts: the built-in sets per content type, or the user's JSONL file.

A built-in prompt is ``task`` first, then reference material from the set, cut to the
requested length with the server's own tokenizer. The task comes first and each prompt
starts its material at a different offset, so prompts share no long prefix and a prefix
cache cannot make the prefill look free (seed 003 section 7).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import httpx

BUILTIN_SETS = ("code", "prose", "json", "chat")
_SEPARATOR = "\n\nReference material:\n"


class PromptError(ValueError):
    """A prompt file or set that cannot be used, with a message for the user."""


@dataclass(frozen=True, slots=True)
class PromptSet:
    name: str
    content_type: str | None
    language: str | None
    tasks: tuple[str, ...]
    material: str = ""


def builtin(name: str) -> PromptSet:
    if name not in BUILTIN_SETS:
        raise PromptError(f"unknown prompt set {name!r}; choose one of {', '.join(BUILTIN_SETS)}")
    text = resources.files("benchlint.runner").joinpath("prompts", f"{name}.json").read_text("utf-8")
    data = json.loads(text)
    return PromptSet(name, data["content_type"], data.get("language"), tuple(data["tasks"]), data["material"])


def from_jsonl(path: str, content_type: str | None) -> PromptSet:
    """One JSON object per line with a "prompt" string; blank lines are skipped."""
    tasks: list[str] = []
    try:
        with open(path, encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                if not line.strip():
                    continue
                try:
                    item = json.loads(line)
                except json.JSONDecodeError as exc:
                    raise PromptError(f"{path}:{number}: not JSON ({exc.msg})") from None
                if not isinstance(item, dict) or not isinstance(item.get("prompt"), str):
                    raise PromptError(f'{path}:{number}: expected an object with a "prompt" string')
                tasks.append(item["prompt"])
    except OSError as exc:
        raise PromptError(f"cannot read prompts file: {exc}") from None
    if not tasks:
        raise PromptError(f"{path}: no prompts")
    return PromptSet(path, content_type, None, tuple(tasks))


class Tokenizer:
    """Token counts from the server: /tokenize where offered, else usage counts of a probe."""

    def __init__(self, client: httpx.AsyncClient, base: str, has_tokenize: bool) -> None:
        self._client = client
        self._base = base
        self.has_tokenize = has_tokenize
        self.unavailable: str | None = None
        """Why /tokenize stopped being used (an answer that could not be read), for the record's notes."""

    async def pieces(self, text: str) -> list[bytes] | None:
        """Each token's bytes (llama.cpp /tokenize with_pieces), or None when not offered.

        An answer that cannot be read turns /tokenize off for the rest of the run, with the
        reason in ``unavailable``: the caller falls back to usage counts, never to a traceback.
        """
        if not self.has_tokenize:
            return None
        from benchlint.runner.server import ProbeFailed, fetch_body, read_json

        body = {"content": text, "with_pieces": True, "add_special": False}
        try:
            raw = await fetch_body(self._client, self._base + "/tokenize", "POST", timeout=30.0, json=body)
            answer = None if raw is None else read_json(raw, "/tokenize")
        except ProbeFailed as exc:
            return self._give_up(str(exc))
        if raw is None:
            return self._give_up("/tokenize stopped answering 200")
        tokens = answer.get("tokens") if isinstance(answer, dict) else None
        if not isinstance(tokens, list) or not all(isinstance(t, dict) for t in tokens):
            return self._give_up('/tokenize answered without a "tokens" list of pieces')
        return [_piece_bytes(t.get("piece")) for t in tokens]

    def _give_up(self, reason: str) -> list[bytes] | None:
        self.has_tokenize = False
        self.unavailable = reason
        return None

    async def count(self, text: str) -> int | None:
        pieces = await self.pieces(text)
        return None if pieces is None else len(pieces)


def _piece_bytes(piece: Any) -> bytes:
    if isinstance(piece, str):
        return piece.encode("utf-8")
    if isinstance(piece, list):
        return bytes(b for b in piece if isinstance(b, int) and 0 <= b < 256)
    return b""


async def sized_prompts(
    prompt_set: PromptSet, target_tokens: int | None, tokenizer: Tokenizer, usage_probe: Any = None
) -> list[str]:
    """The set's prompts, each padded with its material to about ``target_tokens`` tokens.

    ``usage_probe(text) -> prompt token count`` is the fallback when /tokenize is missing
    (one short request per set, whose usage count calibrates characters per token).
    """
    if target_tokens is None or not prompt_set.material:
        return list(prompt_set.tasks)
    material = prompt_set.material
    pieces = await tokenizer.pieces(material)
    prompts: list[str] = []
    if pieces is not None and pieces:
        for index, task in enumerate(prompt_set.tasks):
            head = await tokenizer.count(task + _SEPARATOR) or 0
            need = max(0, target_tokens - head)
            start = (index * len(pieces)) // len(prompt_set.tasks)
            chosen = [pieces[(start + i) % len(pieces)] for i in range(need)]
            prompts.append(task + _SEPARATOR + b"".join(chosen).decode("utf-8", errors="ignore"))
        if tokenizer.unavailable is None:
            return prompts
        prompts = []  # /tokenize failed part-way: size every prompt the same way, from usage counts
    if usage_probe is None:
        raise PromptError("the server offers no /tokenize and no usage counts to size prompts with")
    measured = await usage_probe(material)
    if not measured:
        raise PromptError("cannot size prompts: the server reported no prompt token count")
    chars_per_token = len(material) / measured
    for index, task in enumerate(prompt_set.tasks):
        need_chars = max(0, int((target_tokens - len(task) / chars_per_token) * chars_per_token))
        start = (index * len(material)) // len(prompt_set.tasks)
        cycled = (material[start:] + material[:start]) * (need_chars // len(material) + 1)
        prompts.append(task + _SEPARATOR + cycled[:need_chars])
    return prompts


async def long_prompt(tokenizer: Tokenizer, target_tokens: int, nonce: str) -> str:
    """A long prompt of every built-in set's material for the prefill measurement.

    It starts with a nonce so no cached prefix makes the prefill look free.
    """
    material = "\n\n".join(builtin(name).material for name in BUILTIN_SETS)
    pieces = await tokenizer.pieces(material)
    if pieces:
        body = b"".join(pieces[i % len(pieces)] for i in range(target_tokens)).decode("utf-8", errors="ignore")
    else:
        body = (material * (target_tokens * 4 // len(material) + 1))[: target_tokens * 4]
    return f"[{nonce}] Summarise the following material.\n\n{body}"
