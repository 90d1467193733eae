"""A table of image pre-processing ("| Input Image Shape | Target shape | Batch Size | OpenCV |
CV-CUDA | Gain |", a deployment kit's resize benchmark) measures image work, not a language model,
so its gains are no claims; a table that serves a vision-language model at several image
resolutions and reports tokens is still read."""

from __future__ import annotations

from tests.claims.helpers import claims

_RESIZE = (
    "On one T4, resize then normalize, 1000 rounds after 100 warm-up rounds:\n\n"
    "| {first} | Target shape | Batch Size | OpenCV | CV-CUDA | Gain |\n| --- | --- | --- | --- | --- | --- |\n"
    "| 1920x1080 | 640x360 | 1 | 1.1572ms | 0.9067ms | 16.44% |\n"
)


def test_an_image_resize_table_holds_no_claims() -> None:
    assert claims(_RESIZE.format(first="Input Image Shape")) == []


def test_a_vision_language_table_by_image_resolution_is_read() -> None:
    # the negative: an image-resolution header over a token-speed column names tokens, so it stays read
    text = (
        "Qwen2-VL-7B on one H100, 512 output tokens:\n\n"
        "| Image resolution | Decode tok/s |\n| --- | --- |\n| 1920x1080 | 41.2 |\n"
    )
    assert [c.text for c in claims(text)] == ["41.2"]
