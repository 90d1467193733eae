"""Keep the API key out of everything the runner stores or prints.

A server may echo what it was sent (some gateways quote the key in a 401 body), so every text
that came from the server passes through :meth:`Redactor.redact` before it reaches a record, a
warning or an error message. Besides the key itself this removes any ``Authorization`` or
``Bearer`` value, the key's JSON- and URL-escaped spellings, and any run of 8 or more
characters copied from the key (a gateway that echoes half of it leaks half of it).
"""

from __future__ import annotations

import json
import re
import urllib.parse
from collections.abc import Iterable

REDACTED = "[redacted]"
#: the shortest piece of the key treated as a leak of it
_FRAGMENT = 8
_AUTH_VALUE = re.compile(
    r"""(?ix)
    (authorization ["']? \s* [:=] \s* ["']? )   # an Authorization header or field ...
    (?: (?:bearer|basic|token) \s+ )?           # ... with or without its scheme
    [^\s"',;}]{1,4096}                          # ... and its value
    | \b bearer \s+ [A-Za-z0-9._~+/=-]{1,4096}  # a bare bearer token
    """
)


class Redactor:
    """Removes the given secrets (and any authorization value) from text."""

    def __init__(self, secrets: Iterable[str] = (), whole: Iterable[str] = ()) -> None:
        """``secrets`` are removed in any spelling and in pieces; ``whole`` values (a header
        value around a secret, "Bearer <key>") only as they are."""
        spellings: set[str] = set()
        for key in secrets:
            if key:
                spellings |= _spellings(key)
        self._secrets = sorted(spellings | {w for w in whole if w}, key=len, reverse=True)
        self._grams = {f[i : i + _FRAGMENT] for f in spellings if len(f) >= _FRAGMENT for i in range(len(f) - 7)}

    @classmethod
    def from_headers(cls, headers: dict[str, str]) -> Redactor:
        """Secrets carried by request headers: the Authorization value and the key inside it."""
        keys: list[str] = []
        whole: list[str] = []
        for name, value in headers.items():
            if name.lower() in ("authorization", "x-api-key", "api-key"):
                scheme, _, token = value.partition(" ")
                if token and scheme.lower() in ("bearer", "basic", "token"):
                    whole.append(value)
                    keys.append(token.strip())
                else:
                    keys.append(value)
        return cls(keys, whole)

    def redact(self, text: str) -> str:
        for secret in self._secrets:
            if secret in text:
                text = text.replace(secret, REDACTED)
        text = _AUTH_VALUE.sub(lambda m: (m.group(1) or "") + REDACTED, text)
        return self._drop_fragments(text) if self._grams else text

    def _drop_fragments(self, text: str) -> str:
        """Replace every run of text made of overlapping 8-character pieces of a secret."""
        spans: list[list[int]] = []
        for i in range(len(text) - _FRAGMENT + 1):
            if text[i : i + _FRAGMENT] in self._grams:
                if spans and i <= spans[-1][1]:
                    spans[-1][1] = i + _FRAGMENT
                else:
                    spans.append([i, i + _FRAGMENT])
        if not spans:
            return text
        out: list[str] = []
        last = 0
        for start, end in spans:
            out.append(text[last:start])
            out.append(REDACTED)
            last = end
        out.append(text[last:])
        return "".join(out)


def _spellings(key: str) -> set[str]:
    """The key as sent, JSON-escaped and URL-quoted (how a server may echo it)."""
    return {key, json.dumps(key)[1:-1], urllib.parse.quote(key, safe=""), urllib.parse.quote(key)}


#: redacts authorization values only, for code paths that hold no key
NO_SECRETS = Redactor()
