"""Queries per second of a vector index are nearest-neighbour searches, not requests to a model: a
QPS table on an HNSW benchmark page ("| chronomind | 32,234 | 21,088 |" under "read QPS idle"), or
one whose setup names ann-benchmarks or recall@10, holds no LLM claim, even where its own lines
name no index; the same table on a page about serving a model keeps its claims."""

from __future__ import annotations

from tests.claims.helpers import claims

_TABLE = (
    "| system | read QPS idle | read QPS under writes | p99 idle |\n"
    "|---|---:|---:|---:|\n"
    "| lock-free | 32,234 | 21,088 | 228 µs |\n"
    "| sharded16 | 2,928 | 1,505 | 2,396 µs |\n"
)
_INDEX_PAGE = (
    "# Benchmarks\n\n"
    + (
        "The lock-free HNSW index is compared with locked baselines: same graph, same parameters "
        "(M = 16, efConstruction = 100, efSearch = 50), different concurrency control. Each query "
        "searches the graph for its nearest neighbours; recall is measured against brute force.\n\n"
    )
    * 12
    + "## Reads under concurrent writes\n\nFour reader and four writer threads share one index.\n\n"
    + _TABLE
)


def test_qps_of_a_vector_index_is_no_claim() -> None:
    assert len(_INDEX_PAGE) > 3000
    assert claims(_INDEX_PAGE) == []


def test_a_qps_table_whose_setup_names_a_vector_search_is_no_claim() -> None:
    assert claims("Recall@10 vs single-thread QPS on ann-benchmarks data:\n\n" + _TABLE) == []


def test_the_same_table_on_a_model_serving_page_keeps_its_claims() -> None:
    # watched flipping: the index page keeps no claim, this one keeps both rows
    page = "Llama 3 8B on one H100, vLLM, 512 input tokens per request:\n\n" + _TABLE
    assert {c.line for c in claims(page)} == {5, 6}
