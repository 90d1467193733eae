"""The JSON Schema files shipped inside the package: read one, or rewrite it from its generator."""

from __future__ import annotations

from importlib import resources


def read(name: str) -> str:
    return resources.files("benchlint.schema").joinpath(name).read_text(encoding="utf-8")


def write(name: str, text: str) -> None:
    with resources.as_file(resources.files("benchlint.schema").joinpath(name)) as path:
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path}")
