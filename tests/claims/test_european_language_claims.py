"""French, Spanish, Italian and German speed claims: the second written out in the unit ("30 tokens
par seconde", "45 tokens por segundo", "20 token al secondo", "30 Token pro Sekunde"), the
comparative after the factor ("3 fois plus rapide", "3-mal schneller", "2 veces más rápida",
"2.41x plus rapide", "30 % plus rapide") and a verb that lowers a latency or raises a speed by a
percentage ("réduit la latence de 40 %", "senkt die Latenz um 30 %", "augmente le débit de 25 %",
"mejora el rendimiento en un 20 %"). Only English, Chinese, Japanese and Korean wordings had been
read. Loading, compiling and training compared, and a memory cut, stay no claim.
"""

from __future__ import annotations

import pytest

from benchlint.linter.markdown.find_claims import find_candidates


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("Le modèle génère 30 tokens par seconde sur une RTX 4090.", 30.0),
        ("El modelo genera 45 tokens por segundo en una RTX 4090.", 45.0),
        ("Il modello genera 20 token al secondo su una RTX 3060.", 20.0),
        ("Das Modell erzeugt 30 Token pro Sekunde auf einer RTX 4090.", 30.0),
        ("Débit mesuré : 47 tokens/seconde avec Ollama.", 47.0),
    ],
)
def test_a_rate_with_the_second_written_out_is_a_throughput(sentence: str, value: float) -> None:
    assert [(c.kind, c.value) for c in find_candidates(sentence)] == [("throughput", value)]


@pytest.mark.parametrize(
    ("sentence", "value", "ratio"),
    [
        ("TensorRT-LLM est 3 fois plus rapide que PyTorch pour la génération.", 3.0, 3.0),
        ("Die Generierung ist 3-mal schneller als mit PyTorch.", 3.0, 3.0),
        ("La inferencia es 2 veces más rápida con vLLM.", 2.0, 2.0),
        ("Avec TensorRT-LLM, le décodage est 2.41x plus rapide.", 2.41, 2.41),
        ("Avec vLLM, la génération est 30 % plus rapide.", 30.0, 1.3),
        ("Le cache de préfixes réduit la latence de 40 % sur Llama 3 8B.", 40.0, 1 / 0.6),
        ("Der Prefix-Cache senkt die Latenz um 30 % bei Llama 3 8B.", 30.0, 1 / 0.7),
        ("Le batching continu augmente le débit de 25 % avec vLLM.", 25.0, 1.25),
        ("El batching continuo mejora el rendimiento en un 20 % con vLLM.", 20.0, 1.2),
    ],
)
def test_a_european_comparative_is_a_speedup(sentence: str, value: float, ratio: float) -> None:
    found = find_candidates(sentence)
    assert [(c.kind, c.value) for c in found] == [("speedup", value)]
    assert found[0].ratio == pytest.approx(ratio)


@pytest.mark.parametrize(
    "sentence",
    [
        "Le chargement du modèle est 3 fois plus rapide avec safetensors.",
        "Das Training ist 2-mal schneller mit FSDP.",
        "La compilación es 4 veces más rápida.",
        "Le cache réduit la mémoire de 40 %.",
        "Le modèle occupe 30 % de mémoire en plus.",
    ],
)
def test_another_comparison_keeps_its_verdict(sentence: str) -> None:
    assert find_candidates(sentence) == []
