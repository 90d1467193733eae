"""Turn typed records back into plain data and write them (YAML or JSON) atomically."""

from __future__ import annotations

import dataclasses
import io
import json
import os
import tempfile
from collections.abc import Callable, Sequence
from typing import Any

from benchlint.schema.model import Record


def to_data(obj: Any) -> Any:
    """Plain dicts/lists with unknown (None) fields left out, in model field order."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        out: dict[str, Any] = {}
        for f in dataclasses.fields(obj):
            value = getattr(obj, f.name)
            if value is not None:
                out[f.name] = to_data(value)
        return out
    if isinstance(obj, list):
        return [to_data(v) for v in obj]
    return obj


def render(records: Sequence[Record], fmt: str = "yaml") -> str:
    """One record renders as a mapping; several as a YAML multi-document stream or a JSON list."""
    data = [to_data(r) for r in records]
    if fmt == "json":
        return json.dumps(data[0] if len(data) == 1 else data, indent=2) + "\n"
    from ruamel.yaml import YAML

    yaml = YAML(typ="safe", pure=True)
    yaml.default_flow_style = False
    yaml.sort_base_mapping_type_on_output = False  # type: ignore[assignment]
    buf = io.StringIO()
    if len(data) == 1:
        yaml.dump(data[0], buf)
    else:
        yaml.dump_all(data, buf)
    return buf.getvalue()


def write_atomic(path: str, text: str) -> None:
    """Write text via a temporary file in the same folder and rename, so a crash never leaves half a file."""

    def write(tmp: str) -> None:
        with open(tmp, "w", encoding="utf-8") as handle:
            handle.write(text)

    replace_atomic(path, write)


def replace_atomic(path: str, write: Callable[[str], None], suffix: str = "") -> None:
    """Call ``write(tmp)`` on a temporary path beside ``path``, then rename it into place."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".benchlint-", suffix=suffix, dir=folder)
    os.close(fd)
    try:
        write(tmp)
        # mkstemp creates 0600; give the file the mode a plain open() would (or keep the old one).
        try:
            mode = os.stat(path).st_mode & 0o777
        except FileNotFoundError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
