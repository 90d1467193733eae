"""Turn the document's blocks into claims with their operating point and evidence.

A claim's operating point is gathered from windows, nearest first (linter-anchors §13):
its sentence; its paragraph or list item (nested bullets included, sibling bullets not);
for a table cell, its row read with the header, plus the caption directly above the
table and a setup note directly below it; a setup paragraph or bullet under the same
heading ("Setup: ...", "Both runs used ..."); the section heading; front matter defaults;
then a linked record. Findings stay on the claim's own line.
"""

from __future__ import annotations

import bisect
import math
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

from benchlint.linter.claim import OP_FIELDS, Claim, FieldFact
from benchlint.linter.claim import Evidence as Numbers
from benchlint.linter.markdown.document import Block, Document, Table
from benchlint.linter.markdown.facts import (
    TextFacts,
    names_gpu_type,
    per_unit_against,
    read_facts,
    scale_counts,
    sentence_compares,
    sentence_gpus,
    states_gpu_count,
    states_run_setup,
    unequal_phrase,
)
from benchlint.linter.markdown.find_claims import (
    Candidate,
    about_llm_inference,
    about_other_modality,
    find_candidates,
    go_benchmark_table,
    heads_goals,
    heads_other_work,
    in_training_section,
    is_request_rate,
    labels_goals,
    names_hardware_spec,
    names_llm_topic,
    names_other_model,
    names_other_work,
    names_quality_measure,
    names_training,
    rate_names_no_model,
    rate_of_other_software,
    says_reached,
    short_page_off_topic,
    times_loading,
    training_document,
    training_headers,
    training_setup,
    training_table,
    under_training_headings,
)
from benchlint.linter.markdown.gates import gated
from benchlint.linter.markdown.numbers import NUM, decimals, parse_number
from benchlint.linter.markdown.tables import (
    BARE_FIGURE,
    BASELINE_CELL,
    BASELINE_MULTIPLE_CELL,
    CELL_MS,
    CELL_NUMBER,
    CELL_PERCENT,
    CELL_SECONDS,
    COL_LATENCY_SPEED,
    COL_NOT_FIGURE,
    COL_SPREAD,
    COL_THROUGHPUT,
    HARDWARE_RATE_HEADER,
    ITEM_RATE_HEADER,
    LEVEL_LABEL,
    OTHER_QUANTITY_ROW,
    REQUEST_LATENCY_HEADER,
    SETTING_ROW,
    SETUP_LABEL,
    SIGNED_CELL,
    SPEED_MEASURE,
    SPEED_UNIT,
    SPEEDUP_CELL,
    SPREAD_ONLY,
    SPREAD_WITH_FIGURE,
    TIME_UNIT_HEADER,
    UNIT_FIGURE_CELL,
    TableModel,
    band_columns,
    bare_target_goals,
    caption_speedup,
    coefficient_row,
    estimate_note,
    frame_header,
    goal_column,
    goal_row,
    gpu_count_header,
    has_unit,
    header_load_levels,
    header_setting,
    inherit_unit,
    lists_setup,
    llama_bench_test_column,
    model_table,
    names_classes,
    names_comparison,
    names_speedup,
    offered_rate_label,
    options_table,
    other_quantity_header,
    power_gain,
    quota_rate,
    role_of,
    run_label_key,
    setup_phrases,
    share_column,
    unit_column,
    without_marks,
)

_SENTENCE_END = re.compile(r"[.!?][\"'”’)\]]*\s+(?=[A-Z0-9\"“(*~])")
_SETUP = re.compile(
    r"^\s*(?:(?:test|testing|benchmark|hardware|software|measurement|evaluation|eval|experimental|our)\s)?"
    r"(?:setup|set-up|workload|configuration|config|methodology|method|environment|settings|conditions|hardware|system)"
    r"\b[^:\n]{0,40}:"
    # "All experiments are conducted on one NVIDIA B200 GPU", "All of our tests were run with ...": the
    # whole section's setup, the figures above it included
    r"|^\s*(?:all|both|every|each)\s(?:(?:of\s)?(?:our|the|these)\s)?"
    r"(?:runs?|numbers|figures|results|measurements|tests?|benchmarks?|rows|experiments?|evaluations?)\s"
    r"(?:used|were|was|ran|run|use|are|is)\b"
    r"|^\s*unless\s(?:noted|stated|otherwise)"
    # a lead-in whose last words name the setup: "We used the following configuration:", "Our test
    # environment was as follows:" (what starts the sentence varies, its end does not)
    r"|\b(?:setup|set-up|configuration|config|environment|settings|conditions|parameters)"
    r"(?:\s(?:is|was|were|are))?(?:\sas\sfollows)?\W{0,3}[:：]\s*$"
    # "To evaluate its impact, we ran benchmarks using:": what the runs used is listed below
    r"|\b(?:ran|run|conducted|performed)\s(?:the\s|our\s)?(?:benchmarks?|tests?|experiments?|evaluations?)"
    r"\s(?:using|with|on)\W{0,3}[:：]\s*$"
    # "Input prompts:" over the prompts themselves labels the workload as "Workload:" does
    r"|^\W{0,3}(?:(?:input|test|sample|benchmark|example|evaluation)\s)?prompts?(?:\sused)?\W{0,3}[:：]\W{0,3}$"
    # "Measured on 8x MI300X with ...", "Executed with 4 threads on ...": how the figures were taken
    r"|^\s*(?:measured|benchmarked|tested|executed|evaluated|profiled|obtained|collected|run)"
    r"\s(?:with|on|using|at|in|under|over|against)\b"
    # "This document tracks research into maximizing LLM inference throughput on AMD EPYC 9655": a
    # page that says what it measures on which machine states the setup of the figures under it
    r"|^\s*this\s(?:document|page|report|write-?up)\s(?:tracks|describes|documents|reports|summari[sz]es|records)"
    r"\b[^.\n]{0,100}?\b(?:throughput|speed|latency|performance|benchmarks?)\b[^.\n]{0,20}?\s(?:on|using)\s",
    re.IGNORECASE,
)
_COL_CONCURRENCY = re.compile(
    r"\bbatch\b|\bconcurren|\busers\b|\bclients\b|\bstreams\b|^\s*(?:N|BS)\s*$", re.IGNORECASE
)
_COL_OUTPUT = re.compile(r"\boutput\b|\bgenerat", re.IGNORECASE)
#: "max output length", "output len", "output tokens": a length column, not an output rate
_COL_LENGTH = re.compile(r"\blength|\blen\b|\bmax\b|\bOSL\b|\btokens?\s*$", re.IGNORECASE)
_COL_TOTAL = re.compile(r"^\s*(?:total\s)?throughput\b|\btotal\b", re.IGNORECASE)
#: a total that is a time, not a rate: "Total duration (s)", "Total time (ms)", "Total latency"
_COL_TOTAL_TIME = re.compile(
    r"\b(?:duration|time|elapsed|latency|wall(?:[- ]?clock)?|runtime)\b|\((?:s|ms|sec|secs|seconds?|min|minutes?)\)",
    re.IGNORECASE,
)
_RATE_EACH = gated(
    rf"(?P<a>{NUM})(?:\s?(?:-|–)\s?(?P<b>{NUM}))?\s?tok(?:en)?s?\s?/\s?s\s(?:each|per\s(?:request|stream|user|client|sequence))\b",
    flags=re.IGNORECASE,
)
_SUMMED_WORDS = gated(
    r"\bsum(?:med|ming)?\s(?:of\s)?(?:the\s)?per[- ](?:request|user|stream)\b"
    r"|\bmultipl(?:ied|ying)\s[^.;\n]{0,30}\bby\s(?:the\s)?concurrency\b"
    r"|\b(?:mean|average)\sper[- ]request\s(?:speed|rate|throughput)\s?[x×*]",
    flags=re.IGNORECASE,
)
#: the figure measures decoding alone: its prompt is read before the timed part starts
_DECODE_ONLY = gated(
    r"\bdecod(?:e|ing)\s(?:speed|throughput|rate|kernels?|attention|operators?|phase|stage|steps?|performance)\b"
    r"|\bbatch\sdecoding\b|\bTPOT\b|\btime\sper\soutput\stoken\b"
    # a rate named for decoding by its unit: "Decode token/s", "decoding tok/s", "decode TPS"
    r"|\bdecod(?:e|ing)\s(?:tok(?:en)?s?\s?/\s?s(?:ec)?|t/s|TPS)(?!\w)",
    flags=re.IGNORECASE,
)
_NOT_DECODE_ONLY = re.compile(r"\bprefill|\bprompt\sprocessing\b|\bend-to-end\b|\be2e\b|\bTTFT\b", re.IGNORECASE)
_ROW_VALUE = re.compile(rf"(?:^|;\s)[^:;]{{0,80}}:\s~?({NUM})(?![\w.])")
_VERSUS = re.compile(
    rf"(?<![\w.])(?P<x>{NUM})\s?(?:[a-z/]+\s)?(?:vs\.?|versus|against|compared\s(?:with|to))\s(?P<y>{NUM})(?![\w.])",
    re.IGNORECASE,
)
#: "improved from 96.5 (static) to 137.3 tok/s": the two sides of a change, the first one's label in brackets
_FROM_TO = re.compile(
    rf"\bfrom\s(?P<x>{NUM})\s?(?:\([^()\n]{{1,30}}\)\s?)?(?:to|→|->)\s(?P<y>{NUM})(?![\w.])", re.IGNORECASE
)
#: "0.84 → 1.26 req/s", "1,397ms → 522ms": a change's two sides joined by an arrow with no "from", each
#: side's unit (if any) written before the arrow
_ARROW_PAIR = re.compile(
    rf"(?<![\w.])(?P<x>{NUM})\s?(?:[a-z/%]{{1,8}}\s?)?(?:→|->|⟶)\s?(?P<y>{NUM})(?![\d,]|\.\d)", re.IGNORECASE
)
#: "+34% vs NVFP4 (65.0)": the compared setup's own figure in brackets after its name
_VERSUS_BRACKETED = re.compile(
    rf"\b(?:vs\.?|versus|over)\s[^()\n,;:]{{1,30}}?\s?\(~?(?P<y>{NUM})(?:\s?[a-z/]{{1,8}})?\)", re.IGNORECASE
)
#: a paragraph or list item is read for facts up to this many characters (real ones are far
#: shorter; an adversarial 1 MB paragraph would otherwise be scanned by every fact reader)
MAX_WINDOW = 20_000
#: below this size a document's silence about LLMs says nothing about its topic
MIN_TOPIC_CHARS = 3000
#: a document with more claims than this is adversarial or generated: check the first ones only
MAX_CLAIMS = 5000


#: the time unit a row label ends with ("Latency P50 (s)", "Latency (ms)")
_LABEL_TIME_UNIT = re.compile(r"\((ms|s)\)\W*$")
_BARE_NUMBER = re.compile(rf"^\s*(?P<a>{NUM})\s*$")
#: a speed cell that splits its rate by token kind or statistic, each figure behind a short label:
#: "In: 410.2<br/>Out: 388.9<br/>Total: 799.1" (an HTML cell's <br/> reads as a line break), "In: 41 /
#: Out: 39", "Mean: 41.5, P50: 40.2"; labels that name settings ("Batch: 8, GPUs: 2") are not these
_RATE_LABEL = (
    r"(?:in|input|prompt|prefill|out|output|gen|generation|decode|total|avg|average|mean|median|min|max|p\d{2})"
)
_LABELLED_RATES = re.compile(rf"^\s*(?:{_RATE_LABEL}\s?:\s?[~≈]?{NUM}\s*[\n,;/|]?\s*){{2,4}}$", re.IGNORECASE)
_LABELLED_RATE = re.compile(rf"(?P<label>{_RATE_LABEL})\s?:\s?(?P<a>[~≈]?{NUM})", re.IGNORECASE)
_OUTPUT_LABEL = re.compile(r"^(?:out|output|gen|generation|decode)$", re.IGNORECASE)
#: a row that caps or fixes the tokens it generates ("bf16, max_token=128", "max_new_tokens=256"):
#: what it times is a generation
_GENERATION_CAP = re.compile(r"\bmax[_\s-]?(?:new[_\s-]?|output[_\s-]?)?tokens?\s?[=:]?\s?\d", re.IGNORECASE)


@dataclass(eq=False)
class Window:
    where: str
    text: str
    local: bool
    """Sentence, paragraph or row: the claim's own words (pattern facts read only these)."""
    line: int | None = None
    """First source line of the window (for 'from line 12' in the full output)."""


@dataclass(eq=False)
class Context:
    """Document-wide facts: front matter defaults (field -> phrase)."""

    defaults: dict[str, str] = field(default_factory=dict)
    truncated: bool = False
    """Set when the document holds more than MAX_CLAIMS claims."""


@dataclass(eq=False)
class Located:
    claim: Claim
    candidate: Candidate
    block: Block
    windows: list[Window]
    facts: dict[str, tuple[str, str, str]]
    """field -> (state, where, phrase)."""
    numbers: Numbers


def gather_claims(doc: Document, context: Context) -> list[Located]:
    located: list[Located] = []
    # A long document that seldom names tokens, models or inference is not about LLM serving:
    # its ratios ("10-100x faster than pip", "cold resolves 10% faster") are not LLM claims,
    # unless their own paragraph names the topic. A short snippet is too little evidence to count
    # words in: it is about LLM inference unless it names another subject and never the topic
    # ("asyncpg is 5x faster than psycopg3" in a database driver's README that says "decoding"
    # once). Decided on the first figure that asks: the test reads the whole document, and most
    # documents hold none.
    llm: bool | None = None

    def about_llm() -> bool:
        nonlocal llm
        if llm is None:
            short = len(doc.source) < MIN_TOPIC_CHARS
            llm = not short_page_off_topic(doc.source) if short else about_llm_inference(doc.source)
        return llm

    models = doc.table_models
    for table in doc.tables:
        models[table.index] = inherit_unit(_model(doc, table.index), list(models.values()))
    table_claims = {t.index: _table_candidates(doc, t.index, models[t.index]) for t in doc.tables}
    for block in doc.blocks:
        if block.kind == "cell":
            continue
        figures = (
            find_candidates(block.text, block.masked)
            or _unit_from_parent_item(doc, block)
            or _unit_from_lead_in(doc, block)
            or _latency_under_latency_heading(doc, block)
            or _unit_from_earlier_item(doc, block)
            or _changes_of_table_above(doc, block)
            or _ratio_under_speed_heading(doc, block)
        )
        if figures and (
            _under_goal_label(doc, block) or _in_training_section(doc, block) or training_document(doc.source)
        ):
            continue
        if figures and _under_goal_heading(doc, block):
            # "#### Target RPS" over "* **10 - 50 RPS**: consumer apps": goals, unless the sentence says
            # what was reached ("On the L4 we sustained 31 tok/s")
            figures = [c for c in figures if says_reached(sentence_of(block.text, c.start))]
        if figures and (marked := _marked_figures_above(doc, block)):
            # "*Calculated from effective speedup: 5.92 × 3.55 ≈ 21.05 tok/s" under a cell "~21.05*":
            # the footnote explains that cell, whose row is the claim
            figures = [c for c in figures if _figure_text(c) not in marked]
        for candidate in figures:
            if candidate.kind == "speedup" and not about_llm() and not names_llm_topic(block.text):
                continue
            # the context is built only for a request rate, the one unit it can turn away
            if is_request_rate(candidate.unit):
                around = "\n".join([block.text, *_heading_chain(doc, block.section)])
                if rate_of_other_software(candidate.unit, around) or (
                    not about_llm() and rate_names_no_model(candidate.unit, around)
                ):
                    continue
            if len(located) >= MAX_CLAIMS:
                context.truncated = True
                break
            located.append(_locate(doc, block, candidate, _prose_windows(doc, block, candidate), context))
    for table_index, found in table_claims.items():
        topic = "\n".join([models[table_index].context, *models[table_index].headers])
        if found and about_other_modality(topic):
            continue  # a table under "Turbocharge Your Diffusion Inference": images, not tokens
        if found and (names_other_model(_table_heading(doc, table_index)) or _titled_for_other_model(doc, table_index)):
            continue  # "#### Bert" over "| ddp | 21.44 GB | 3.0 |": an encoder's samples per second
        if found and (
            training_table(_table_heading(doc, table_index), topic)
            or training_setup(topic, "")
            or under_training_headings(_heading_chain(doc, doc.units[doc.tables[table_index].unit].section), topic)
        ):
            continue  # "The training throughput on 4 H800 is as follows": steps and samples of training
        if found and options_table(models[table_index].headers):
            continue  # "| Parameter | Description | Default |": a reference of settings, not results
        if found and go_benchmark_table(doc.blocks[b].text for row in doc.tables[table_index].rows for b in row[:2]):
            continue  # "| BenchmarkClassifyBatch_Size1 | ns/op | 10245678 |": Go micro-benchmarks
        # "## Reducing Warm-up Time" over "| Without cache | With cache | ~65% faster |": warm-up's
        # durations, unless a header names the speed that was compared
        other_work = (
            bool(found)
            and heads_other_work(_heading_chain(doc, doc.units[doc.tables[table_index].unit].section))
            and not any(SPEED_UNIT.search(h) or COL_THROUGHPUT.search(h) for h in models[table_index].headers)
        )
        # "| Load 1GB CPU tensor (1GB file read) | GB/sec | Speedup over Python |": the first
        # header names the work every row times, as a row label would
        header = doc.tables[table_index].header
        other_work = other_work or (bool(found) and bool(header) and names_other_work(doc.blocks[header[0]].text))
        # "Each model was loaded 5 times consecutively." over "| Model | Avg (s) | Speedup |": load times
        other_work = other_work or (
            bool(found)
            and times_loading(
                _caption(doc, doc.tables[table_index].unit),
                _heading_chain(doc, doc.units[doc.tables[table_index].unit].section),
            )
            and not any(SPEED_UNIT.search(h) or COL_THROUGHPUT.search(h) for h in models[table_index].headers)
        )
        other_model_rows: dict[int, bool] = {}
        for block, candidate in found:
            row = doc.tables[table_index].rows[block.row] if block.row is not None and block.row >= 0 else []
            # both checks read the table's setup, headers and row, built only for a candidate they judge
            topical = candidate.kind == "speedup" and not about_llm()
            if is_request_rate(candidate.unit) or topical:
                around = "\n".join([topic, *(doc.blocks[b].text for b in row)])
                if rate_of_other_software(candidate.unit, around):
                    continue
                if not about_llm() and rate_names_no_model(candidate.unit, around):
                    continue  # "| sharded16 | 2,928 |" under "read QPS": a vector index's queries
                if topical and not names_llm_topic(around):
                    continue  # the prose rule above, for a table: its context must name the topic
            if candidate.kind == "speedup" and (other_work or (row and names_other_work(doc.blocks[row[0]].text))):
                continue  # "| Qwen3-0.6B Wake Time | 0.27s | 0.18s | 33% faster |": waking, not inference
            if candidate.kind == "speedup" and row and names_hardware_spec(doc.blocks[row[0]].text):
                continue  # "| Peak bf16 TFLOPS (theoretical) | 989 | 2250 | 2.28x |": two spec sheets
            if candidate.kind == "speedup" and row and names_quality_measure(doc.blocks[row[0]].text):
                continue  # "| **Accuracy** | 3.2x improvement (43.13% vs 13.62%) |": a quality gain
            if row and block.row is not None:
                if block.row not in other_model_rows:  # read once per row, not once per figure in it
                    other_model_rows[block.row] = names_other_model(" | ".join(doc.blocks[b].text for b in row))
                if other_model_rows[block.row]:
                    continue  # "| ResNet50 | INT8 | 80 | 1.83x | ImageNet |": a vision model's row
            if candidate.kind == "throughput" and quota_rate(
                candidate.unit, topic, _column_header(doc, table_index, block)
            ):
                continue  # "| Tier 1 | 500 |" under "| Tier | RPM | TPM |" in "## Rate Limits by Tier"
            if _training_cell(doc, table_index, block, row):
                continue  # "| LoRA fine-tuning throughput | 455 token/s |", "Training Speed | 3.7 it/s"
            if len(located) >= MAX_CLAIMS:
                context.truncated = True
                break
            windows = _table_windows(doc, block, table_index, models[table_index])
            located.append(_locate(doc, block, candidate, windows, context, table_index=table_index))
    located.sort(key=lambda loc: (loc.claim.line, loc.claim.col))
    return located


#: a footnote's mark at the start of its line ("*Calculated from ...", "†Measured on ..."), not a bullet
_FOOTNOTE_MARK = re.compile(r"^(?P<mark>\*{1,3}|†|‡)(?=[^\s*])")


def _marked_figures_above(doc: Document, block: Block) -> set[str]:
    """For a footnote right under a table, the table's figures that carry its mark ("~21.05*")."""
    mark = _FOOTNOTE_MARK.match(block.text)
    if mark is None or block.unit == 0 or doc.units[block.unit - 1].kind != "table":
        return set()
    table = next((t for t in doc.tables if t.unit == block.unit - 1), None)
    if table is None:
        return set()
    marked = re.compile(rf"(?P<a>{NUM})\s?\S{{0,8}}?{re.escape(mark.group('mark'))}(?!\*)")
    cells = (doc.blocks[b].text for row in table.rows for b in row)
    return {m.group("a") for cell in cells for m in marked.finditer(cell)}


def _figure_text(candidate: Candidate) -> str:
    figure = re.match(NUM, candidate.text.lstrip("~≈ "))
    return figure.group(0) if figure else candidate.text


def _column_header(doc: Document, table_index: int, block: Block) -> str:
    """The header of the column a cell sits in ("" for a header cell, or past the header row)."""
    header = doc.tables[table_index].header
    if block.column is None or block.column >= len(header) or block.row == -1:
        return ""
    return doc.blocks[header[block.column]].text


def _training_cell(doc: Document, table_index: int, block: Block, row: list[int]) -> bool:
    """A cell whose row label or column header names training and not inference measures training,
    and so does one whose row names it in a short setup cell left of it ("| Model-S | train | 13.57 |"
    beside "| Model-S | generate | 139.22 |": a mode column)."""
    labels = [doc.blocks[row[0]].text] if row else []
    if block.column is not None:
        labels += [
            text
            for b in row[1 : block.column]
            if len(text := doc.blocks[b].text) <= 30 and BARE_FIGURE.match(text) is None
        ]
    header = doc.tables[table_index].header
    if block.column is not None and block.column < len(header):
        labels.append(doc.blocks[header[block.column]].text)
    return any(names_training(label) for label in labels) or training_headers([doc.blocks[h].text for h in header])


_LABELLED_FIGURE = re.compile(rf"^[^:()\d]{{1,60}}:\s*(?P<a>~?{NUM})(?![\d.,]|\s?[%x×])")


def _table_heading(doc: Document, table_index: int) -> str:
    chain = _heading_chain(doc, doc.units[doc.tables[table_index].unit].section)
    return chain[0] if chain else ""


def _titled_for_other_model(doc: Document, table_index: int) -> bool:
    """A table in a document whose title names a vision, speech or recommender model ("# Jasper For
    PyTorch", "# Tacotron 2 And WaveGlow v1.10 For PyTorch"), however deep its section: a model zoo's
    per-model README measures that model, and its tables sit five headings below the title."""
    chain = _heading_blocks(doc, doc.units[doc.tables[table_index].unit].section)
    if not chain:
        return False
    if _heading_level(doc, doc.blocks[chain[-1]]) == 1:
        title = doc.blocks[chain[-1]].text
    else:
        above = (b for b in reversed(doc.blocks[: chain[-1]]) if b.kind == "heading" and _heading_level(doc, b) == 1)
        if (top := next(above, None)) is None:
            return False
        title = top.text
    return names_other_model(title) and not names_llm_topic(title)


def _in_training_section(doc: Document, block: Block) -> bool:
    chain = _heading_chain(doc, block.section)
    if chain and (in_training_section(chain[0], block.text) or under_training_headings(chain, block.text)):
        return True
    # "Benchmark conditions: ... Optimizer = AdamW, Gradient Checkpointing = True" over "Throughput
    # improves by around 20%": the setup under the same heading is a training run's
    return any(training_setup(text, block.text) for _, text in _setups(doc).get(block.section, []))


def _under_goal_heading(doc: Document, block: Block) -> bool:
    """A paragraph or item whose nearest heading names goals ("#### Target RPS")."""
    chain = _heading_chain(doc, block.section)
    return bool(chain) and block.kind != "heading" and heads_goals(chain[0])


def _under_goal_label(doc: Document, block: Block) -> bool:
    """A list item under a parent item or lead-in that labels goals ("SLOs:")."""
    if block.item is None:
        return False
    parent = doc.items[block.item].parent
    if parent is not None:
        return labels_goals(" ".join(doc.blocks[b].text for b in doc.items[parent].own_blocks).strip())
    lead = _lead_in(doc, block.unit)
    return lead is not None and labels_goals(lead.strip())


def _unit_from_parent_item(doc: Document, block: Block) -> list[Candidate]:
    """'- Prefill Speed (tokens/s):' over '- KTransformers: 54.21 (32 cores) -> 74.36': a
    nested item's labelled figure takes the unit its parent item's label names."""
    if block.item is None or (parent := doc.items[block.item].parent) is None:
        return []
    label = " ".join(doc.blocks[b].text for b in doc.items[parent].own_blocks).strip()
    unit = SPEED_UNIT.search(label) if len(label) <= 80 and label.endswith(":") else None
    figure = _LABELLED_FIGURE.match(block.text) if unit is not None else None
    if unit is None or figure is None or (value := parse_number(figure.group("a").lstrip("~"))) is None:
        return []
    shown = figure.group("a")
    return [Candidate(figure.start("a"), figure.end("a"), shown, "throughput", value, unit.group(0))]


#: a lead-in's unit that is a request rate offered ("QPS:" over "- low: 4"), not a speed measured
_OFFERED_RATE_UNIT = re.compile(r"^(?:QPS|RPM|req)", re.IGNORECASE)
#: ... and an item that says nothing after its figure but a parenthesis ("- vLLM: 1,850 (batch 8)")
_BARE_AFTER_FIGURE = re.compile(r"\s*(?:\([^()\n]*\))?\s*$")


def _unit_from_lead_in(doc: Document, block: Block) -> list[Candidate]:
    """'Decode throughput (tokens/s):' or '### Results (tok/s)' over '- vLLM: 1,850' and '- TGI:
    1,420': a top-level list item's labelled bare figure takes the unit that the short paragraph
    introducing the list (ending in a colon) names, or, for a list right under its heading, the
    heading; a lead-in or heading that holds a figure of its own is no unit legend."""
    if block.item is None or doc.items[block.item].parent is not None:
        return []
    figure = _LABELLED_FIGURE.match(block.text)
    if figure is None or not _BARE_AFTER_FIGURE.match(block.text, figure.end()):
        return []  # "- Prompt: 7 tokens" under "TPS Sweep:": the item's own unit says what it counts
    first = block.index
    while first > 0 and doc.blocks[first - 1].unit == block.unit:
        first -= 1
    if first == 0:
        return []
    lead = doc.blocks[first - 1]
    if lead.kind == "heading" and lead.index == block.section:
        label = lead.text
    elif lead.kind == "paragraph" and lead.item is None and lead.section == block.section:
        label = lead.text if lead.text.rstrip().endswith(":") else ""
    else:
        return []
    unit = SPEED_UNIT.search(label) if 0 < len(label) <= 80 else None
    if unit is None or _OFFERED_RATE_UNIT.match(unit.group(0)) or any(ch.isdigit() for ch in label):
        return []
    if (value := parse_number(figure.group("a").lstrip("~"))) is None:
        return []
    return [Candidate(figure.start("a"), figure.end("a"), figure.group("a"), "throughput", value, unit.group(0))]


#: a heading or lead-in naming a first-token or per-token latency (not a network's or a page's)
_TOKEN_LATENCY_NAME = re.compile(
    r"\b(?:TTFT|TPOT|ITL|time[- ]to[- ]first[- ]token|first[- ]token\s(?:latency|time)|(?:per|inter)[- ]token\slatency"
    r"|time[- ]per[- ](?:output[- ])?token)\b",
    re.IGNORECASE,
)
#: ... over a list item that labels a time or a range of times: "NVIDIA GPUs: 146 to 1830 ms", "AMD
#: GPUs: 2.4 to 5 seconds", "Apple GPUs: 2029 ms to 20 seconds"
_LABELLED_TIME = re.compile(
    rf"^[^:\d]{{1,80}}:\s*(?P<a>~?{NUM})\s?(?P<first>ms|s|secs?|seconds?)?"
    rf"(?:\s?(?:to|-|–)\s?(?P<b>{NUM}))?\s?(?P<unit>ms|milliseconds?|s|secs?|seconds?|min|minutes?)\b"
)


#: ... and a label naming a setting of the run rather than what it measured
_TIME_SETTING_LABEL = re.compile(
    r"\b(?:time-?outs?|warm-?ups?|intervals?|delays?|duration|sleep|wait|deadline|limits?|caps?|max(?:imum)?)\b",
    re.IGNORECASE,
)


def _latency_under_latency_heading(doc: Document, block: Block) -> list[Candidate]:
    """'## Time to first token' (or a lead-in 'The figure shows the time-to-first-token results')
    over '- NVIDIA GPUs: 146 to 1830 ms': a top-level list item that labels a time, under a heading
    or after a paragraph naming a first-token or per-token latency, states that latency."""
    if block.item is None or doc.items[block.item].parent is not None:
        return []
    if (figure := _LABELLED_TIME.match(block.text)) is None:
        return []
    if labels_goals(block.text[: figure.start("a")]) or _TIME_SETTING_LABEL.search(block.text, 0, figure.start("a")):
        return []  # "- Target: 200 ms", "- Timeout: 30 s": a goal or a setting, not a latency measured
    first = block.index
    while first > 0 and doc.blocks[first - 1].unit == block.unit:
        first -= 1
    lead = doc.blocks[first - 1] if first > 0 else None
    lead_text = lead.text if lead is not None and lead.kind == "paragraph" and lead.item is None else ""
    named = _TOKEN_LATENCY_NAME.search(lead_text) or any(
        _TOKEN_LATENCY_NAME.search(h) for h in _heading_chain(doc, block.section)[:3]
    )
    if not named or (value := parse_number(figure.group("a").lstrip("~"))) is None:
        return []
    written = (figure.group("first") or figure.group("unit")).lower()
    scale, unit = (60.0, "s") if written.startswith("min") else (1.0, "ms" if written.startswith("m") else "s")
    # ("2029 ms to 20 seconds": two units, so the range's top is not in the figure's unit)
    same = figure.group("b") and not (figure.group("first") and figure.group("first") != figure.group("unit"))
    high = (parse_number(figure.group("b")) or 0.0) * scale if same else None
    shown = block.text[figure.start("a") : figure.end()]
    return [Candidate(figure.start("a"), figure.end(), shown, "latency", value * scale, unit, high)]


#: "slight degradation (-0.7% to -2.3%)", "actively harmful for INT4 (-6.2% to -7.4%)": signed
#: percentages in parentheses after the word that says which way they went
_SIGNED_CHANGE_AFTER_WORD = re.compile(
    r"\b(?:degrad\w*|regress\w*|slow(?:er|down|downs|s|ed)?|improv\w*|gains?|harm\w*|loss(?:es)?|benefit\w*"
    r"|faster|worse|better|penalt\w*|drops?|dropped)\b[^()\n]{0,40}?"
    r"\((?P<sign>[+−-])(?P<a>\d+(?:\.\d+)?)\s?%(?:\s?(?:to|–)\s?[+−-]?(?P<b>\d+(?:\.\d+)?)\s?%)?\)",
    re.IGNORECASE,
)
#: a header cell naming the change of what it measures ("Δ TPS", "Change (tok/s)")
_CHANGE_HEADER = re.compile(r"Δ|\bdelta\b|\bchange\b|\bdiff(?:erence)?\b", re.IGNORECASE)
#: units looked back over from a paragraph for the table it reads (headings and paragraphs only)
_UNITS_BACK_TO_TABLE = 5


def _changes_of_table_above(doc: Document, block: Block) -> list[Candidate]:
    """'### 3.4 Analysis', then '... produced no benefit and slight degradation (-0.7% to -2.3%)'
    under a table whose header has 'Δ TPS': a paragraph reading a speed table's change column, with
    at most one heading and other paragraphs between, states its changes as signed percentages
    after the word that says which way they went; what changed is the column's speed."""
    if block.kind != "paragraph" or block.item is not None or block.table is not None:
        return []
    found = list(_SIGNED_CHANGE_AFTER_WORD.finditer(block.text))
    if not found or not _reads_speed_change_table(doc, block.unit):
        return []
    changes: list[Candidate] = []
    for match in found:
        low, high = float(match.group("a")), (float(match.group("b")) if match.group("b") else None)
        ratio = 1 + low / 100 if match.group("sign") == "+" else 1 - low / 100
        start, end = match.start("sign"), match.end() - 1
        changes.append(Candidate(start, end, block.text[start:end], "speedup", low, "%", high, ratio=ratio))
    return changes


def _reads_speed_change_table(doc: Document, unit_index: int) -> bool:
    headings = 0
    for index in range(unit_index - 1, max(-1, unit_index - 1 - _UNITS_BACK_TO_TABLE), -1):
        kind = doc.units[index].kind
        if kind == "paragraph":
            continue
        if kind == "heading" and headings == 0:
            headings += 1
            continue
        table = next((t for t in doc.tables if t.unit == index), None) if kind == "table" else None
        if table is None:
            return False
        headers = doc.table_models[table.index].headers
        return any(_CHANGE_HEADER.search(h) and SPEED_UNIT.search(h) for h in headers)
    return False


#: how far back a labelled figure looks for the item that gave its label a unit
_EARLIER_ITEMS = 40


#: a bare comparative ratio, the quantity left to the heading: "14.6x difference with same
#: workload", "c30 likely 2x higher based on per-request (20 vs 9.88)"
_BARE_RATIO = re.compile(
    rf"(?<![\w.])~?(?P<fig>(?P<a>{NUM})\s?[x×])\s(?:higher|lower|faster|slower|better|worse|more|less|difference)\b",
    re.IGNORECASE,
)
#: a heading that names what such a ratio compares: a speed ("### Chart #14: Aggregate Output
#: Throughput", "## Decode speed", "## Tokens/s")
_SPEED_HEADING_WORD = re.compile(
    r"\b(?:throughput|speeds?|tok(?:en)?s?/s(?:ec)?|tokens?\sper\ssecond|TPS|goodput)\b", re.IGNORECASE
)
#: ... and words that give the ratio another quantity of its own ("2x more memory", "3x lower latency")
_OTHER_QUANTITY = re.compile(
    r"\b(?:memory|VRAM|[GMK]i?B|cost|price|power|energy|latenc(?:y|ies)|TTFT|TPOT|ITL|accuracy|quality"
    r"|perplexity|GPUs?|nodes?|replicas?|users?|(?<!per-)(?<!per\s)requests?|concurrency|parameters|params|size|storage|bandwidth)\b"
    r"|\$",
    re.IGNORECASE,
)


def _ratio_under_speed_heading(doc: Document, block: Block) -> list[Candidate]:
    """'### Chart #13: Aggregate Prefill Throughput' over '- **14.6x difference with same
    workload!**': a list item's bare ratio ("Nx higher", "Nx difference") that names no quantity
    compares what its own section heading names, when that heading names a speed and nothing
    else in the item names another quantity."""
    if block.item is None or (ratio := _BARE_RATIO.search(block.text)) is None:
        return []
    headings = _heading_chain(doc, block.section)
    if not headings or not _SPEED_HEADING_WORD.search(headings[0]) or _OTHER_QUANTITY.search(headings[0]):
        return []
    if _OTHER_QUANTITY.search(block.text) or (value := parse_number(ratio.group("a"))) is None or value <= 1:
        return []
    return [Candidate(ratio.start("fig"), ratio.end("fig"), ratio.group("fig"), "speedup", value, "x", ratio=value)]


def _unit_from_earlier_item(doc: Document, block: Block) -> list[Candidate]:
    """'- Output Throughput: 138.03 tok/s' in a run's bullets, then '- Output Throughput: 132.75 ±
    8.54' under 'Statistics:': a list item's bare labelled figure takes the unit the same label
    carried in an earlier item under the same heading (a column's unit written once, for a list)."""
    if block.item is None or (figure := _LABELLED_FIGURE.match(block.text)) is None:
        return []
    label = block.text[: figure.start("a")].rstrip().rstrip(":").strip().lower()
    for index in range(block.index - 1, max(-1, block.index - 1 - _EARLIER_ITEMS), -1):
        earlier = doc.blocks[index]
        if earlier.section != block.section:
            break
        if earlier.item is None or not earlier.text.lower().startswith(label):
            continue
        head = _LABELLED_FIGURE.match(earlier.text)
        if head is None or earlier.text[: head.start("a")].rstrip().rstrip(":").strip().lower() != label:
            continue
        given = [c for c in find_candidates(earlier.text, earlier.masked) if c.start == head.start("a")]
        if not given or given[0].kind == "speedup" or (value := parse_number(figure.group("a").lstrip("~"))) is None:
            continue
        shown = figure.group("a")
        return [Candidate(figure.start("a"), figure.end("a"), shown, given[0].kind, value, given[0].unit)]
    return []


# --- candidates in tables ---------------------------------------------------------------
#: a column header that says its cells name each row's measure ("| Model | Measure | F16 | Q4_0 |")
_MEASURE_HEADER = re.compile(r"^\W*(?:measures?|metrics?|measurements?|quantity|stats?|statistics?)\W*$", re.IGNORECASE)


def label_column(headers: list[str]) -> int:
    """The column whose cells label the rows: the first, unless a later one of the leading three is
    headed "Measure" or "Metric" ("| 7B | ms/tok @ 4th | 127 | 55 |": the unit is in the second cell)."""
    for index, header in enumerate(headers[:3]):
        if _MEASURE_HEADER.match(header):
            return index
    return 0


#: a caption that says its table measures throughput ("Measures throughput changes as concurrent
#: request count increases", "Throughput by concurrency:"), not one that only mentions it
_MEASURES_THROUGHPUT = re.compile(
    r"^\W*(?:(?:this\s(?:table|chart)\s|the\stable\s(?:below\s)?)?(?:measures?|shows?|compares?|plots?|lists?|reports?)"
    r"\s(?:the\s)?(?:[a-z-]+\s)?(?:throughput|tokens\sper\ssecond)\b"
    r"|(?:(?:output|generation|total|token)\s)?throughput\s(?:changes?\s)?(?:by|vs\.?|versus|across|at|per|under|as)\b)",
    re.IGNORECASE,
)


def _twin_note(doc: Document, table_index: int, headers: list[str]) -> str:
    """The note under the next table when that table follows this one directly with the same columns
    ("| L40S (48G) | Llama-3-8B | ... |" then "| A100 (80G) | Llama-3-8B | ... |", one "(Unit:
    tokens/second)" under both): one result split by the device the corner names, one note for both."""
    table = doc.tables[table_index]
    if table_index + 1 >= len(doc.tables) or len(headers) < 3:
        return ""
    twin = doc.tables[table_index + 1]
    if twin.unit != table.unit + 1 or [frame_header(doc.blocks[b].text) for b in twin.header][1:] != headers[1:]:
        return ""
    return _note_below(doc, twin.unit, any_note=True)


def _model(doc: Document, table_index: int) -> TableModel:
    table = doc.tables[table_index]
    headers = [frame_header(doc.blocks[b].text) for b in table.header]
    label = label_column(headers)
    first_cells = [doc.blocks[row[label]].text if label < len(row) else "" for row in table.rows]
    caption = _caption(doc, table.unit)
    parts = [caption, _note_below(doc, table.unit, any_note=True) or _twin_note(doc, table_index, headers)]
    headings = _heading_chain(doc, doc.units[table.unit].section)
    parts.extend(headings)
    units = unit_column(headers)
    unit_cells = None
    if units is not None:
        unit_cells = [doc.blocks[row[units]].text if units < len(row) else "" for row in table.rows]
    context = "\n".join(p for p in parts if p)
    model = model_table(headers, first_cells, context, headings[0] if headings else "", unit_cells)
    # the line right above: "Max throughput batch sizes used:" heads the table it lists
    model.caption_setup = lists_setup(caption.rsplit("\n", 1)[-1])
    model.caption_speedup = caption_speedup(caption, headers) or any(
        # "We report the mean speedup over 3 runs." under "# Leaderboard", above "## On A100" and
        # "## On 3090" whose tables' columns name tasks: the lead of the section the table's own
        # section sits in names what the multiples are
        caption_speedup(_intro(doc, heading, table.unit), headers)
        for heading in _heading_blocks(doc, doc.units[table.unit].section)
    )
    if model.caption_setup:
        model.context_unit = None  # the unit of the table above, whose note the caption follows
    elif (
        not has_unit(model)
        and not model.spec_sheet
        and model.column_roles.get(label, ("",))[0] == "concurrency"
        and _MEASURES_THROUGHPUT.search(caption.split("\n", 1)[0])
    ):
        # "Measures throughput changes as concurrent request count increases." over "| Concurrent
        # Requests | A: p5/H100 | B: p4d/A100 |": the caption names what each load's figures are
        model.context_unit = "tok/s"
    if not has_unit(model) and not model.spec_sheet and not model.heading_other and not model.heading_delta:
        cells = [[doc.blocks[b].text for b in row] for row in table.rows]
        if (tests := llama_bench_test_column(headers, cells)) is not None:
            # "| test | HIP | WMMA | Δ% |" over "| pp512 | 4703.28 | 4884.42 | 3.85% |": llama-bench's
            # tests, each measured in t/s, so the bare figures after the test column are rates
            for position in range(tests + 1, len(headers)):
                model.column_units.setdefault(position, "t/s")
    for row_index, row in enumerate(table.rows):
        if (
            row_index in model.row_roles
            # "| Arrival rate | ~27 req/s |": the offered load, whatever unit its cells write
            and not (model.row_roles[row_index][0] == "rate" and offered_rate_label(first_cells[row_index]))
            and any(
                position != label and SPEED_UNIT.search(doc.blocks[block_index].text)
                for position, block_index in enumerate(row)
            )
        ):
            # "| Decode | **88 tok/s** |": a phase named as a row's label, its speed in the cells, is
            # no output length ("| Output length | 300 tokens |" stays a setup row)
            del model.row_roles[row_index]
        for position, block_index in enumerate(row):
            cell = doc.blocks[block_index].text
            if (
                position in model.column_roles
                and model.column_roles[position][0] in ("prompt", "output")
                and SPEED_UNIT.search(cell)
            ):
                # "| Backend | Decode |" over "| mlx-lm | 20.3 t/s |": a phase named as a column's
                # header, its speed in the cells, is no length ("| Output len | 128 |" stays setup);
                # "| Prompt(500 tokens) |" over "| Prefill token/s |" still states the table's prompt
                if (said := header_setting(model.column_roles[position], headers[position])) is not None:
                    model.table_phrases.append(said)
                del model.column_roles[position]
            # "| FP16 | 55.9 tok/s |" above "| AQLM | 81.5 |": the unit written once, in the column's first figure
            if (
                position
                and position not in model.column_units
                and UNIT_FIGURE_CELL.match(cell)
                and (unit := SPEED_UNIT.search(cell)) is not None
            ):
                model.column_units[position] = unit.group(0)
    return model


def _table_candidates(doc: Document, table_index: int, model: TableModel) -> list[tuple[Block, Candidate]]:
    table = doc.tables[table_index]
    headers = model.headers
    # (an offered-rate column, "| QPS |", is the rows' setting: its unit is no unit of the figures)
    any_unit_header = any(
        (SPEED_UNIT.search(h) or COL_THROUGHPUT.search(h)) and model.column_roles.get(i, ("",))[0] != "rate"
        for i, h in enumerate(headers)
    )
    found: list[tuple[Block, Candidate]] = []
    goals = {position for position, header in enumerate(headers) if goal_column(header)}
    if names_classes(headers):
        # "| Response t/s | Rating |" over "| 150+ | Excellent |": the bounds of speed classes
        goals |= band_columns(headers, [[doc.blocks[b].text.strip() for b in row] for row in table.rows])
    # "| Component | Time (ms) | % of Total |": a profile of one token's time, its parts no claims
    breakdown = any(share_column(header) for header in headers)
    per_item_columns = any(TIME_UNIT_HEADER.search(header) for header in headers[1:])
    if any(bare_target_goals(header, "") for header in headers):
        # "| Model | Test | Current | Target |": goals, unless the table speaks of a draft model
        topic = "\n".join([model.context, *headers, *(doc.blocks[row[0]].text for row in table.rows if row)])
        goals |= {position for position, header in enumerate(headers) if bare_target_goals(header, topic)}
    for row_index, row in enumerate(table.rows):
        if row_index in model.row_roles:
            continue  # a row of setup values ("Output length | 10 tokens | 300 tokens")
        if row_index < len(model.row_labels) and goal_row(model.row_labels[row_index]):
            continue  # goals and bounds worked out ("| Theoretical max | ~111 t/s |")
        if row_index < len(model.row_labels) and coefficient_row(model.row_labels[row_index]):
            continue  # a fitted model's parameters ("| β (TPOT slope) | 0.21 ms/token |"), not measured
        if any(estimate_note(doc.blocks[block_index].text) for block_index in row[1:]):
            continue  # "| Kernel only | 93 tok/s | Theoretical (no Python loop) |": worked out, not measured
        # (read only where a column after the first times items: the one place a cap changes a reading)
        generation_cap = per_item_columns and any(_GENERATION_CAP.search(doc.blocks[b].text) for b in row)
        for position, block_index in enumerate(row):
            if position in model.column_roles or position in goals:
                continue  # setup values, or goals and estimates ("| Target Speed | ... | Expected Gain |")
            block = doc.blocks[block_index]
            if block.spanned:
                continue  # a rowspan/colspan repeat: its figure is claimed on its own row
            where = _Cell(
                header=headers[position] if position < len(headers) else "",
                position=position,
                row_unit=model.row_units.get(row_index),
                row_latency=model.row_latency.get(row_index),
                row_request_latency=row_index in model.row_request_latency,
                row_speedup=row_index in model.row_speedups,
                row_generation_cap=generation_cap,
                row_label=model.row_labels[row_index] if row_index < len(model.row_labels) else "",
                model=model,
                any_unit_header=any_unit_header,
            )
            found.extend(
                (block, c)
                for c in _cell_candidates(block, where)
                # ... bare figures and times alike; a cell that writes its own speed unit stays a claim
                if not (breakdown and SPEED_UNIT.search(c.text) is None)
            )
    # A header cell can make a claim of its own ("Inference with CUDA graphs (3x speedup)"):
    # only one its own words make (a unit or a speed ratio), never a bare number.
    for block_index in table.header:
        block = doc.blocks[block_index]
        found.extend((block, c) for c in find_candidates(block.text, block.masked))
    return found


@dataclass(frozen=True, slots=True)
class _Cell:
    """Where a table cell sits: what its column header and row label say about its figure."""

    header: str
    position: int
    row_unit: str | None
    """Speed unit the row label names ("Prefill token/s")."""
    row_latency: str | None
    """Per-token latency the row label names ("TPOT (ms)")."""
    row_request_latency: bool
    """The row label names a whole request's latency ("E2EL")."""
    row_speedup: bool
    """The row label names a speed-up ("Speedup")."""
    row_generation_cap: bool
    """A cell of the row caps the tokens generated ("max_token=128"): its times are generations'."""
    row_label: str
    model: TableModel
    any_unit_header: bool


def _cell_candidates(block: Block, where: _Cell) -> list[Candidate]:
    in_cell = find_candidates(block.text, block.masked)
    if in_cell:
        return in_cell
    found = _number_cell(block, where)
    return [found] if found is not None else []


class _HeaderSays(NamedTuple):
    """What a column header says about its bare figures (the same for every row of the column)."""

    speedup: bool
    latency: bool
    unit: str | None
    rate: bool
    """A throughput word and no duration unit ("Speed (ms)" is a time per item)."""
    not_figure: bool
    setup_label: bool
    spread: bool
    """A column of standard deviations or intervals, not figures."""
    request_latency: bool
    """The header names a whole request's latency ("Mean latency", "平均レイテンシ")."""


@lru_cache(maxsize=1024)
def _header_says(header: str) -> _HeaderSays:
    """The header's tests, run once per header, not once per cell of its column."""
    unit = SPEED_UNIT.search(header)
    return _HeaderSays(
        speedup=names_speedup(header),
        latency=COL_LATENCY_SPEED.search(header) is not None,
        unit=unit.group(0) if unit else None,
        rate=COL_THROUGHPUT.search(header) is not None
        and TIME_UNIT_HEADER.search(header) is None
        and HARDWARE_RATE_HEADER.search(header) is None
        and ITEM_RATE_HEADER.search(header) is None,
        not_figure=COL_NOT_FIGURE.search(header) is not None,
        setup_label=SETUP_LABEL.match(header) is not None or LEVEL_LABEL.match(header) is not None,
        request_latency=REQUEST_LATENCY_HEADER.match(header) is not None,
        # "Std Dev" and "TPS Stddev", not "tok/s (mean ± std)": a header that names the figure with
        # its spread is the figure's column
        spread=COL_SPREAD.search(header) is not None
        and (
            (unit is None and COL_THROUGHPUT.search(header) is None and COL_LATENCY_SPEED.search(header) is None)
            or (SPREAD_ONLY.search(header) is not None and SPREAD_WITH_FIGURE.search(header) is None)
        ),
    )


#: a cell that is a proportion, "7:1 (GQA)", "1:4": counts set against each other, not a speed-up
_PROPORTION_CELL = re.compile(r"^\W*\d+(?:\.\d+)?\s?:\s?\d+(?:\.\d+)?(?![\d.])")


#: a row labelled for speed ("| **Performance** |", "| Throughput |") ...
_PERFORMANCE_ROW = re.compile(r"^\W*(?:raw\s)?(?:performance|perf|throughput|speed)\W*$", re.IGNORECASE)
#: ... whose cell gives a share of a named device's ("67-83% of H100", "~90% of an A100")
_SHARE_OF_CELL = re.compile(
    rf"^\W*(?P<share>(?:~|about\s|up\sto\s)?(?P<a>{NUM})(?:\s?[-–]\s?(?P<b>{NUM}))?\s?%\sof\s(?:an?\s|the\s)?"
    r"(?P<of>[A-Za-z][\w./ -]{0,30}?))\W*$"
)


def _llm_table(model: TableModel) -> bool:
    """The table's caption, headings, headers or row labels name LLM inference: a latency column
    is a request's time only there ("| orjson | 105 |" under "Latency (ms)" is a serialiser's)."""
    if model.llm_topic is None:
        model.llm_topic = names_llm_topic("\n".join([model.context, *model.headers, *model.row_labels]))
    return model.llm_topic


def _number_cell(block: Block, where: _Cell) -> Candidate | None:
    """A bare number whose unit the header, row label or table context gives."""
    text = without_marks(block.text)
    header, position, model = where.header, where.position, where.model
    row_unit, row_latency, any_unit_header = where.row_unit, where.row_latency, where.any_unit_header
    says = _header_says(header)
    if says.spread or _PROPORTION_CELL.match(text):
        return None  # a spread, or a proportion of counts ("7:1 (GQA)" under "Ratio"), is no figure
    speedup_cell = (
        where.row_speedup
        or (says.speedup and not power_gain(model, header))
        # "| vs llama.cpp |" over "| 1.08x |", "| llama.cpp ÷ vLLM | 5.35× |": multiples over the named side
        or (
            SPEEDUP_CELL.match(text) is not None
            and (names_comparison(header) or (position > 0 and names_comparison(where.row_label)))
        )
        # under "Speedup of Transformer Inference": a bare figure outside the setup columns
        or (model.heading_speedup and BARE_FIGURE.match(text) is not None and not says.not_figure)
        # "Speedup over autoregressive decoding:" above "| Method | MT-Bench | HumanEval |": a multiple
        # in any column but one of another quantity ("Memory", "Accuracy")
        or (
            model.caption_speedup
            and position > 0
            and SPEEDUP_CELL.match(text) is not None
            and not says.not_figure
            and not other_quantity_header(header)
            and not other_quantity_header(where.row_label)
        )
    )
    # "| TPOT | 44.7ms |": a per-token column, row ("TPOT", "ITL") or table whose cells give milliseconds
    ms = CELL_MS.match(text) if model.latency_context or says.latency or row_latency is not None else None
    if ms is not None and (value := parse_number(ms.group("a"))) is not None:
        shown = ms.group(0).strip()
        start = text.index(shown)
        return Candidate(start, start + len(shown), shown, "latency", value, "ms per token")
    # "Mean TPOT | 0.024s": a per-token row or column whose cells give seconds
    seconds = CELL_SECONDS.match(text) if says.latency or row_latency is not None else None
    if seconds is not None and (value := parse_number(seconds.group("a"))) is not None:
        shown = seconds.group(0).strip()
        start = text.index(shown)
        return Candidate(start, start + len(shown), shown, "latency", value * 1000, "ms per token")
    # "| E2EL | 8026.7ms |": a request-latency row's cells, in milliseconds or seconds
    # ... and a request-latency column's ("| qwen2.5:3b | 0.368秒 |" under "平均レイテンシ", "| 6160.0 |"
    # under "Avg Latency (ms)") where no column gives a speed (beside one, the row's claim is its speed)
    request_cell = position and (
        where.row_request_latency or (says.request_latency and not any_unit_header and _llm_table(model))
    )
    request = (CELL_MS.match(text) or CELL_SECONDS.match(text)) if request_cell else None
    # "| Latency P50 (s) | 2.890 |": a bare figure in the unit its row label or column header names
    label_unit = _LABEL_TIME_UNIT.search(where.row_label or "") if where.row_request_latency and position else None
    if label_unit is None and request_cell and not where.row_request_latency:
        label_unit = _LABEL_TIME_UNIT.search(header)
    if request is None and label_unit is not None:
        request = _BARE_NUMBER.match(text)
    if request is not None and (value := parse_number(request.group("a"))) is not None:
        shown = request.group(0).strip()
        start = text.index(shown)
        in_seconds = CELL_MS.match(text) is None and not (label_unit is not None and label_unit.group(1) == "ms")
        return Candidate(start, start + len(shown), shown, "latency", value * 1000 if in_seconds else value, "ms")
    # "| LLaVA 1.6 7B | 1.31 | 2.17 | bf16, max_token=128 |" under "Paddle Inference (s/it)": a time
    # per item is one generation's when its row caps the tokens generated (an image model's time per
    # image, a row without such a cap, stays no claim)
    per_item = TIME_UNIT_HEADER.search(header) if where.row_generation_cap and position else None
    item_time = _BARE_NUMBER.match(text) if per_item is not None and not says.not_figure else None
    if per_item is not None and item_time is not None and (value := parse_number(item_time.group("a"))) is not None:
        shown = item_time.group("a")
        start = text.index(shown)
        in_ms = per_item.group(0)[1:].lower().startswith(("ms", "msec", "milli"))
        return Candidate(start, start + len(shown), shown, "latency", value if in_ms else value * 1000, "ms")
    if position == 0 and not (says.unit is not None or says.speedup):
        return None
    if model.heading_delta and (delta := _delta_cell(text, where)) is not None:
        return delta
    # "| Throughput | 2.3x |", "| Throughput Increase | 1.39x |": a ratio under a speed column, or
    # in a speed row, that names no unit is a speed-up of that speed
    rate_ratio = (says.rate and says.unit is None) or _rate_label(where.row_label)
    ratio = SPEEDUP_CELL.match(text) if speedup_cell or rate_ratio else None
    if ratio is None and (speedup_cell or says.rate or says.unit is not None):
        ratio = BASELINE_MULTIPLE_CELL.match(text)
    if ratio is not None and (value := parse_number(ratio.group("a"))) is not None:
        if value == 1 and not ratio.group("approx"):
            return None  # "1.00x" under "Speedup": the reference row the others are measured against
        shown = text[ratio.start("a") - len(ratio.group("approx") or "") : ratio.end()].strip()
        start = text.index(shown)
        high = parse_number(b) if (b := ratio.groupdict().get("b")) else None
        return Candidate(
            start,
            start + len(shown),
            shown,
            "speedup",
            value,
            "x",
            high=high,
            ratio=value,
            approx=bool(ratio.group("approx")),
        )
    if position == 0 and says.unit is None:
        return None  # the label column: "0%" under "GPU Expert Ratio" names the row's setting
    percent = CELL_PERCENT.match(text) if says.unit is not None or says.rate else None
    if (
        percent is None
        and position
        and _rate_label(where.row_label)
        and _NAMES_CHANGE.search(f"{where.row_label} {header}")
    ):
        # "| Decode speed (geomean vs LM Studio) | **+26%** | baseline |", "| PP Speed (16K) | +11.1% |"
        # under "vs Standard": a signed percentage in a row that names a speed, where the row or the
        # column says what it is measured against, is that speed's change (an unsigned one may be a
        # share of something)
        signed = CELL_PERCENT.match(text)
        percent = signed if signed is not None and signed.group("sign") else None
    if percent is not None and (value := parse_number(percent.group("a"))) is not None:
        # "Throughput | +30%" beside "100% baseline": a change of the column's speed against the
        # table's reference row, which is itself no claim
        if percent.group("sign") is None and (value == 100 or BASELINE_CELL.search(text)):
            return None
        shown = percent.group(0).strip()
        start = text.index(shown)
        sign = percent.group("sign")
        share = value / 100 if sign is None else 1 + value / 100 if sign == "+" else 1 - value / 100
        return Candidate(start, start + len(shown), shown, "speedup", value, "%", ratio=share)
    if speedup_cell and CELL_PERCENT.match(text) is not None:
        # "0%" or "+7%" under "mlx_gpu/mps speedup": a percentage change, never a multiple, and a
        # speed-up only where the row or the column names a speed ("Decode speedup")
        return _delta_cell(text if text.lstrip()[:1] in "+−-" else "+" + text.lstrip(), where)
    if ITEM_RATE_HEADER.search(text):
        return None  # "| Throughput Avg | 136.82 img/s |": the cell's own unit counts images, not tokens
    if (
        _PERFORMANCE_ROW.match(where.row_label)
        and (share_of := _SHARE_OF_CELL.match(text)) is not None
        and names_gpu_type(share_of.group("of"))
        and (value := parse_number(share_of.group("a"))) is not None
    ):
        # "| **Performance** | Highest raw performance (H100) | 67-83% of H100 |": a share of a
        # GPU's performance is a speed ratio (a model's score is never a GPU's)
        shown = share_of.group("share")
        start = text.index(shown)
        return Candidate(start, start + len(shown), shown, "speedup", value, "%", ratio=value / 100)
    if (says.unit is not None or says.rate) and position and _LABELLED_RATES.match(text):
        # "In: 410.2<br/>Out: 388.9<br/>Total: 799.1" under "Token Rate": the row's speed, read at the
        # figure labelled output (else the first)
        figures = list(_LABELLED_RATE.finditer(text))
        pick = next((f for f in figures if _OUTPUT_LABEL.match(f.group("label"))), figures[0])
        if (value := parse_number(pick.group("a").lstrip("~≈"))) is not None:
            unit_text = says.unit if says.unit is not None else (model.context_unit or "tok/s")
            return Candidate(pick.start("a"), pick.end("a"), pick.group("a"), "throughput", value, unit_text)
    number = CELL_NUMBER.match(text)
    if not number or (value := parse_number(number.group("a"))) is None:
        return None
    shown = number.group(0).strip()
    start = text.index(shown)
    end = start + len(shown)
    if speedup_cell:
        if value == 1 and number.group("approx") is None:
            return None  # "1" under "Ratio to Eager" in the eager row: the reference itself
        return Candidate(start, end, shown, "speedup", value, "x", ratio=value)
    if says.latency:
        return Candidate(start, end, shown, "latency", value, header.strip())
    if says.unit is not None or says.rate:
        unit_text = says.unit if says.unit is not None else (model.context_unit or "tok/s")
        return Candidate(start, end, shown, "throughput", value, unit_text)
    if row_unit is not None and BARE_FIGURE.match(text):
        return Candidate(start, end, shown, "throughput", value, row_unit)
    # "| Acceptance length | 2.35 |" above "| Output throughput | 140 tok/s |": the row names
    # another quantity, so the unit its column or the table's note gives is not its unit
    other_row = _other_quantity_row(where.row_label)
    if (
        (column_unit := model.column_units.get(position)) is not None
        and BARE_FIGURE.match(text)
        and not says.not_figure
        and not other_row
    ):
        return Candidate(start, end, shown, "throughput", value, column_unit)
    if row_latency is not None and BARE_FIGURE.match(text):
        # a metric-per-row table: "ms/token (CPU @ Platinum 8260) | 74 | 77" (columns name the variant)
        return Candidate(start, end, shown, "latency", value, row_latency)
    bare = BARE_FIGURE.match(text) is not None
    if (
        model.context_unit
        and bare
        and not any_unit_header
        and not model.spec_sheet
        and not other_row
        and not _ROW_OWN_UNIT.search(where.row_label)
        and (says.setup_label or not says.not_figure)
    ):
        return Candidate(start, end, shown, "throughput", value, model.context_unit)
    return None


#: a row label that names its own unit, one of no speed: "MFU (%)", "Execution Time (us)", "HBM Read
#: (GB)" in a profiling table; the unit a sentence near the table gives ("Throughput: 6.58 tok/s"
#: below it) is not its unit
_ROW_OWN_UNIT = re.compile(
    r"\(\s?(?:%|[uµμ]s|ns|ms|s|secs?|seconds|min|minutes|[KMGT]i?B|bytes|W|watts|°C|J)\s?\)\W*$", re.IGNORECASE
)
#: ... or a share of the hardware's peak: model / hardware FLOPs and memory-bandwidth utilisation
_UTILISATION_ROW = re.compile(r"\b(?:MFU|MBU|HFU|utili[sz]ation|occupancy)\b", re.IGNORECASE)


@lru_cache(maxsize=1024)
def _other_quantity_row(label: str) -> bool:
    """A row label naming another quantity or a setting (read once per label, not per cell)."""
    return (
        OTHER_QUANTITY_ROW.search(label) is not None
        or SETTING_ROW.match(label) is not None
        or _UTILISATION_ROW.search(label) is not None
    )


#: a row label or column header that names a comparison: "geomean vs LM Studio", "vs Standard",
#: "Change", "Δ", "推理速度变化" (change of inference speed), "相对基线" (relative to the baseline)
_NAMES_CHANGE = re.compile(
    r"\b(?:vs\.?|versus|relative|compared|changes?|delta|gains?|over)\b|Δ|相对|对比|变化|相比", re.IGNORECASE
)


@lru_cache(maxsize=1024)
def _rate_label(label: str) -> bool:
    """A row label that names a speed and no unit ("Throughput Increase*", "Decode speed")."""
    return len(label) <= 60 and COL_THROUGHPUT.search(label) is not None and SPEED_UNIT.search(label) is None


def _delta_cell(text: str, where: _Cell) -> Candidate | None:
    """'+87.0' under a 'Δ%' heading, in a row or column that names a speed: a percentage change
    of that speed ('−37.0' a fall: 0.63 of the baseline)."""
    signed = SIGNED_CELL.match(text)
    if signed is None or (value := parse_number(signed.group("a"))) is None:
        return None
    if not SPEED_MEASURE.search(where.row_label) and not SPEED_MEASURE.search(where.header):
        return None
    shown = text.strip()
    start = text.index(shown)
    ratio = 1 + value / 100 if signed.group("sign") == "+" else 1 - value / 100
    return Candidate(start, start + len(shown), shown, "speedup", value, "%", ratio=ratio)


_SETUP_UNITS = ("paragraph", "list")


def _caption(doc: Document, unit_index: int) -> str:
    """The paragraphs (or a list lead-in) directly above a table: its caption and setup."""
    parts: list[str] = []
    index = unit_index - 1
    while index >= 0 and len(parts) < 2 and doc.units[index].kind in (*_SETUP_UNITS, "other"):
        if doc.units[index].kind != "other":
            text = "\n".join(doc.blocks[b].text for b in doc.units[index].blocks)
            if parts and find_candidates(text):
                break  # a paragraph above the caption that makes its own claim is not this table's setup
            parts.append(text)
        index -= 1
    return "\n".join(reversed(parts))


_NOTE = re.compile(
    r"^\s*(?:\*\s?)?(?:notes?|n\.b\.|\*)\b|^\s*(?:all|the)\s(?:results|numbers|figures)\b"
    # "Numbers are text generation speed in tokens/s for 128 generated tokens"
    r"|^\s*(?:these\s)?(?:results|numbers|figures|values|speeds?|throughputs?)\s(?:are|were|is|was|show|measured|in)\b"
    # a sentence saying how the measurements were run ("The profiling runs on a single A100")
    r"|^\s*(?:the|these|our)\s(?:profiling|benchmarks?|measurements?|experiments?|tests?|runs?)"
    r"\s(?:runs?|ran|were|was|are|is|used|uses?)\b"
    # "Performance benchmark on 64GB M4 Max", "Benchmarks run with 4 threads": where they ran
    r"|^\s*(?:(?:performance|speed|throughput|latency)\s)?benchmarks?\s(?:(?:were\s|was\s)?(?:run|ran|taken|measured)\s)?"
    r"(?:on|with|using)\b",
    re.IGNORECASE,
)


#: a note's label for the unit of a table's figures: "(Unit: tokens/second)", "unit: ms", "单位：tokens/s"
_UNIT_LABEL = re.compile(r"(?<![\w-])(?:units?|单位)\s?[:：]\s?\S", re.IGNORECASE)


def _note_below(doc: Document, unit_index: int, any_note: bool = False) -> str:
    if unit_index + 1 >= len(doc.units):
        return ""
    below = doc.units[unit_index + 1]
    if below.kind == "paragraph":
        text = "\n".join(doc.blocks[b].text for b in below.blocks)
        # a figureless note that states the setup ("> `batch_size=1, max_length=2048`, in RTX-3090",
        # "推理速度测算是在单卡 A100 上运行") is the table's, whatever word it starts with, unless a
        # table follows it: then it is that table's caption
        caption_of_next = unit_index + 2 < len(doc.units) and doc.units[unit_index + 2].kind == "table"
        setup = _SETUP.search(text) or _NOTE.search(text) or (any_note and len(text) < 300 and not caption_of_next)
        if not setup and any_note and not caption_of_next and (labelled := _UNIT_LABEL.search(text)):
            # "The absolute throughputs of both systems (Unit: tokens/second. `--` means unsupported).
            # All experiments were ...": a long note still gives the table's unit, in the sentence
            # that labels it (the rest of the paragraph is not read as the table's)
            start = text.rfind(". ", 0, labelled.start()) + 1
            return text[start : labelled.end() + 60]
        return text if setup or (not caption_of_next and _states_setup(text)) else ""
    if below.kind == "list" and not any_note:
        # notes as bullets under a table ("- Performance benchmark on 64GB M4 Max", "- mlx 0.29.2"):
        # the bullets that say how the figures were taken are the table's setup, the rest
        # (versions, links, a bullet making its own claim) are not read
        notes = [
            doc.blocks[b].text
            for b in below.blocks
            if (_SETUP.search(doc.blocks[b].text) or _NOTE.search(doc.blocks[b].text))
            and not find_candidates(doc.blocks[b].text)
        ]
        return "\n".join(notes)
    return ""


def _heading_level(doc: Document, block: Block) -> int:
    start = doc.line_starts[min(block.line - 1, len(doc.line_starts) - 1)]
    line = doc.source[start : start + 8]
    return len(line) - len(line.lstrip("#")) or 1


def _heading_chain(doc: Document, section: int | None) -> list[str]:
    """The section heading and the headings it sits under (nearest first, at most four)."""
    return [doc.blocks[index].text for index in _heading_blocks(doc, section)]


def _intro(doc: Document, heading: int, exclude_unit: int) -> str:
    """The paragraph directly under a heading: how that section's figures were measured; or a
    table of the run's settings there ("| field | value |" over "| Concurrency | 1 |")."""
    unit = doc.blocks[heading].unit + 1
    if unit < len(doc.units) and unit != exclude_unit and doc.units[unit].kind == "paragraph":
        return "\n".join(doc.blocks[b].text for b in doc.units[unit].blocks)
    if unit < len(doc.units) and unit != exclude_unit and doc.units[unit].kind == "table":
        return _settings_table_text(doc, unit)
    if unit < len(doc.units) and unit != exclude_unit and doc.units[unit].kind == "list":
        # "## On A100" over "- Device: a single A100" / "- Settings: greedy, batch size = 1", then
        # "### Model X" and its table: setup bullets heading a section state its subsections' setup
        items = [doc.blocks[b].text for b in doc.units[unit].blocks]
        if any(_SETUP.search(item) or _MACHINE_LABEL.search(item) for item in items):
            return "\n".join(items)
    return ""


#: the headers of a two-column table of one run's settings: "| field | value |", "| Setting | Value |"
_SETTING_KEY_HEADER = re.compile(
    r"^\W*(?:fields?|settings?|parameters?|params?|config(?:uration)?s?|keys?|properties|property|items?)\W*$",
    re.IGNORECASE,
)
_SETTING_VALUE_HEADER = re.compile(r"^\W*values?\W*$", re.IGNORECASE)


def _settings_table_text(doc: Document, unit: int) -> str:
    """A two-column table of settings ("| field | value |" over "| Concurrency | 1 |", "| Prompt
    tokens | 512 |") read as the lines it states ("Concurrency: 1"); a table whose cells make a
    claim of their own is a result, not a setup, and gives nothing."""
    table = next((t for t in doc.tables if t.unit == unit), None)
    if table is None or len(table.header) != 2:
        return ""
    key, value = (doc.blocks[b].text for b in table.header)
    if not _SETTING_KEY_HEADER.match(key) or not _SETTING_VALUE_HEADER.match(value):
        return ""
    lines = []
    for row in table.rows:
        cells = [doc.blocks[b].text.strip() for b in row]
        if len(cells) != 2:
            continue
        if find_candidates(cells[1]) or (SPEED_UNIT.search(cells[0]) and BARE_FIGURE.match(cells[1])):
            return ""  # "| Throughput | 55 tok/s |", "| tok/s | 55 |": a result, read as the table's claims
        lines.append(f"{cells[0]}: {cells[1]}")  # read as the same lines in prose would be
    return "\n".join(lines)


def _heading_blocks(doc: Document, section: int | None) -> list[int]:
    chain: list[int] = []
    level = 99
    index = section
    while index is not None and len(chain) < 4:
        heading = doc.blocks[index]
        if heading.kind == "heading":
            own = _heading_level(doc, heading)
            if own < level:
                chain.append(index)
                level = own
        index = _previous_heading(doc, index)
    return chain


def _previous_heading(doc: Document, index: int) -> int | None:
    """The heading before block ``index``, however many blocks lie between: a wide table runs to
    hundreds of cells, and the title above it still heads its section ("# Training Benchmarks"
    over a third 20-column table)."""
    if doc.headings is None:
        doc.headings = [i for i, block in enumerate(doc.blocks) if block.kind == "heading"]
    at = bisect.bisect_left(doc.headings, index)
    return doc.headings[at - 1] if at > 0 else None


def row_text(doc: Document, table_index: int, row_index: int, model: TableModel | None = None, column: int = 0) -> str:
    table = doc.tables[table_index]
    headers = [doc.blocks[b].text.strip() for b in table.header]
    cells = [doc.blocks[b].text.strip() for b in table.rows[row_index]]
    if model is not None and model.column_levels:
        # "| Engine | bs=1 | bs=8 |": the other columns' levels are not this figure's
        headers = [h if i == column or i not in model.column_levels else "" for i, h in enumerate(headers)]
    text = "; ".join(f"{headers[i] if i < len(headers) else ''}: {cell}" for i, cell in enumerate(cells))
    if model is not None:
        rows = doc.table_cells.get(table_index)
        if rows is None:  # once per table: rebuilding it per row claim made long tables quadratic
            rows = doc.table_cells[table_index] = [[doc.blocks[b].text.strip() for b in row] for row in table.rows]
        phrases = setup_phrases(model, rows, row_index, column)
        if phrases:
            text += "; " + "; ".join(phrases)
    return text


# --- windows -----------------------------------------------------------------------------------
_ABBREVIATIONS = frozenset(
    {"i.e", "e.g", "vs", "etc", "cf", "approx", "fig", "no", "e.g.,", "incl", "resp", "al", "ca"}
)


MAX_SENTENCE = 1200


def sentence_of(text: str, offset: int) -> str:
    """The sentence around ``offset`` (at most MAX_SENTENCE characters of it)."""
    spans = _sentence_spans(text)
    index = bisect.bisect_right(spans, (offset, len(text) + 1)) - 1
    start, end = spans[max(index, 0)]
    if end - start > MAX_SENTENCE:
        start, end = max(start, offset - MAX_SENTENCE // 2), min(end, offset + MAX_SENTENCE // 2)
    return text[start:end]


@lru_cache(maxsize=256)
def _sentence_spans(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    start = 0
    for match in _SENTENCE_END.finditer(text):
        word = text[max(start, text.rfind(" ", max(0, match.start() - 40), match.start()) + 1) : match.start()]
        word = word.lower().lstrip("(")
        if word in _ABBREVIATIONS or len(word) == 1:
            continue
        spans.append((start, match.start() + 1))
        start = match.end()
    spans.append((start, len(text)))
    return spans


def _prose_windows(doc: Document, block: Block, candidate: Candidate) -> list[Window]:
    sentence = sentence_of(block.text, candidate.start)
    if block.item is None:  # a paragraph wrapped at the author's line width reads on across its breaks
        sentence = sentence.replace("\n", " ")
    windows = [Window("sentence", sentence, True, block.line)]
    if block.item is not None:
        item = doc.items[block.item]
        windows.append(Window("list item", item_text(doc, block.item)[:MAX_WINDOW], True, block.line))
        parent = item.parent
        while parent is not None:
            owner = doc.items[parent]
            text = "\n".join(doc.blocks[b].text for b in owner.own_blocks)
            first = doc.blocks[owner.own_blocks[0]].line if owner.own_blocks else None
            windows.append(Window("parent list item", text, False, first))
            parent = owner.parent
        if (lead := _lead_in(doc, block.unit)) is not None:
            # read with the item under it: a lead naming what grows ("As sequence length increases:")
            # says what the item's bare figures in parentheses ("(128 → 4096)") count
            text = f"{lead}\n{item_text(doc, block.item)}"[:MAX_WINDOW]
            windows.append(Window("list lead-in", text, False, _unit_line(doc, block.unit, -1)))
    else:
        windows.append(Window("paragraph", block.text[:MAX_WINDOW].replace("\n", " "), True, block.line))
    windows.extend(_section_windows(doc, block, exclude_unit=block.unit, exclude_item=block.item))
    return windows


def _lead_in(doc: Document, list_unit: int) -> str | None:
    """The paragraph ending in a colon directly above a list ("On an 8xB200 system, it
    delivered:"): setup for every item of the list."""
    index = list_unit - 1
    if index < 0 or doc.units[list_unit].kind != "list" or doc.units[index].kind != "paragraph":
        return None
    text = "\n".join(doc.blocks[b].text for b in doc.units[index].blocks)
    # a Chinese lead-in ends in a full-width colon ("成功标准：")
    return text if text.rstrip().endswith((":", "：")) and len(text) <= MAX_WINDOW else None


def _table_windows(doc: Document, block: Block, table_index: int, model: TableModel) -> list[Window]:
    table = doc.tables[table_index]
    if block.row == -1:  # a header cell's claim: the header states nothing about any row
        windows = [Window("table header", block.text, True, block.line)]
    else:
        row = row_text(doc, table_index, block.row or 0, model, block.column or 0)
        windows = [Window("table row", row, True, block.line)]
    around = doc.table_windows.get(table_index)
    if around is None:  # the same for every cell of the table (one section, no block between cells)
        around = doc.table_windows[table_index] = _around_table(doc, block, table)
    windows.extend(around)
    return windows


def _around_table(doc: Document, block: Block, table: Table) -> list[Window]:
    """A table's caption, note below, heading intros and setups under its heading."""
    windows: list[Window] = []
    if caption := _caption(doc, table.unit):
        windows.append(Window("setup above the table", caption, False, _unit_line(doc, table.unit, -1)))
    if note := _note_below(doc, table.unit):
        windows.append(Window("setup below the table", note, False, _unit_line(doc, table.unit, +1)))
    for heading in _heading_blocks(doc, block.section)[1:]:
        if intro := _intro(doc, heading, table.unit):
            where = f"setup under the heading {doc.blocks[heading].text!r}"
            windows.append(Window(where, intro, False, doc.blocks[heading].line + 1))
    windows.extend(_section_windows(doc, block, exclude_unit=table.unit, exclude_item=None, in_table=True))
    return windows


def _unit_line(doc: Document, unit: int, step: int) -> int | None:
    """First line of the nearest unit with text above (-1) or below (+1) ``unit``."""
    index = unit + step
    while 0 <= index < len(doc.units):
        if doc.units[index].blocks:
            return doc.blocks[doc.units[index].blocks[0]].line
        index += step
    return None


#: "Table 2: Speedup over ... (A100, batch 1)": the caption of one table or figure, whose
#: setup is that table's and its prose's, not another table's
_NUMBERED_CAPTION = re.compile(r"^\s*\**(?:table|figure|fig\.?|chart|plot)\s?\d+[a-z]?\**\s?[:.]", re.IGNORECASE)


def _setups(doc: Document) -> dict[int | None, list[tuple[Block, str]]]:
    """Setup paragraphs and bullets per section, indexed when a figure first needs them: a
    document with no figure reads no paragraph's facts for them."""
    if doc.setups is None:
        _index_setups(doc)
    assert doc.setups is not None
    return doc.setups


def _index_setups(doc: Document) -> None:
    """Setup paragraphs and bullets per section, found once per document."""
    setups: dict[int | None, list[tuple[Block, str]]] = {}
    seen_items: set[int] = set()
    for other in doc.blocks:
        if other.kind != "paragraph":
            continue
        text = other.text
        if other.item is not None:
            # A setup bullet nested under another item belongs to that item's claim.
            if other.item in seen_items or doc.items[other.item].parent is not None:
                continue
            seen_items.add(other.item)
            text = item_text(doc, other.item)
        if _SETUP.search(text) or (other.item is None and _MACHINE_LABEL.search(text)):
            setups.setdefault(other.section, []).append((other, text))
        elif other.item is None and _states_setup(text, shared=not other.masked):
            setups.setdefault(other.section, []).append((other, text))
            doc.implicit_setups.add(other.index)
    # A list under a setup lead-in ("Test setup:", "System:") states the setup item by item
    # ("- GPU: 1x RTX 4090", "- Prompt: 512 tokens"), though no item says "setup" itself
    for index, unit in enumerate(doc.units):
        if unit.kind != "list" or (lead := _lead_in(doc, index)) is None or not _SETUP.search(lead):
            continue
        listed: set[int] = set()
        for b in unit.blocks:
            block = doc.blocks[b]
            if block.item is None or block.item in listed or doc.items[block.item].parent is not None:
                continue
            listed.add(block.item)
            text = item_text(doc, block.item)
            if not _SETUP.search(text) and not find_candidates(text):  # a setup item is indexed above
                setups.setdefault(block.section, []).append((block, text))
    # the command that ran the benchmark states its setup in flags ("--max-concurrency 64
    # --random-input-len 1024 --ignore-eos"), for the result table below it
    for command in doc.commands:
        setups.setdefault(command.section, []).append((command, command.text))
    doc.setups = setups


#: a paragraph labelled with the machine the figures ran on, the label alone: "GPU: 1x H100 80GB",
#: "GPUs: 8x A100", "**Instance:** g5.xlarge", "Our server: 2x A100" (not a finding titled "GPU
#: Requirements Scale with Load:"); or a sentence about the test machine ("The test machine has one
#: RTX 4090", "Our benchmark server is a DGX H100"). An explicit setup, as a "Setup:" paragraph is (a
#: list item so labelled sets up its own list's figures only under a setup lead-in)
_MACHINE_LABEL = re.compile(
    r"^\W{0,4}(?:(?:test|benchmark|our|the)\s)?(?:gpus?|gpu\(s\)|machine|server|instance|node|accelerators?|devices?|testbed"
    r"|test\sbed|rig)(?:\s(?:type|model|count|used))?\W{0,4}[:：]"
    r"|^\s*(?:the|our|my)\s(?:test|benchmark|bench|testing)\s(?:machine|rig|system|server|box|node|host|platform)"
    r"\s(?:has|had|is|was|uses|used|runs|ran|features|contains|consists)\b",
    re.IGNORECASE,
)


#: a paragraph naming the hardware sets up the figures only when it says the measurements ran
#: there ("The profiling runs on a single A100-SXM4-80G GPU"), not in a description of a machine
_MEASURED_ON = re.compile(
    # "I ran an empirical latency study on my RTX 5070": the run's object may come between
    r"\b(?:(?:runs?|ran)\s(?:[\w-]+\s){0,6}?(?:on|with)|measured|tested|evaluat(?:e|ed|ing)|benchmarked|compared|profil\w*|conducted|executed|performed"
    # "Our results were obtained by running the benchmark script ... with 1x A100 40GB GPU"
    r"|(?:obtained|collected|gathered|recorded)\s(?:by|on|with|using|in|from)\b)\b"
    # ... in Chinese: "测算是在单卡 A100 上运行" (measured running on), "测试", "测得", "评测", "实测"
    r"|测算|测试|测得|评测|实测|运行",
    re.IGNORECASE,
)


def _states_setup(text: str, shared: bool = False) -> bool:
    """A paragraph with no figure of its own that states how the figures were measured
    ("Decode uses 256 generated tokens."): setup for the claims under the same heading.

    ``shared``: the paragraph has no masked span, so its figures are the ones ``gather_claims``
    finds in it (the same cached call): looked for first, a paragraph with claims is not read for
    facts (its claims read it with its line breaks as spaces, another text)."""
    if len(text) > 1500:
        return False
    if shared and find_candidates(text):
        return False
    # otherwise the facts first: one stating no setup then needs no search for figures. Only the
    # fields that decide are read (the paragraph is seldom a window read whole)
    states = states_run_setup(text) or (_MEASURED_ON.search(text) is not None and states_gpu_count(text))
    return states and (shared or not find_candidates(text))


#: how many units after a benchmark command its result table may sit (a "Results:" line, a
#: fenced output or a caption may stand between)
_COMMAND_REACH = 3


def _section_windows(
    doc: Document, block: Block, exclude_unit: int, exclude_item: int | None, in_table: bool = False
) -> list[Window]:
    windows: list[Window] = []
    for other, text in _setups(doc).get(block.section, []):
        if other.kind == "command" and not (in_table and 0 < block.unit - other.unit <= _COMMAND_REACH):
            continue  # a command sets up the result table printed right after it, not the prose around
        if other.unit == exclude_unit and other.item is None:
            continue
        if in_table and abs(other.unit - exclude_unit) > 1 and _NUMBERED_CAPTION.match(text):
            continue  # another table's caption: this table's own sits right above or below it
        if other.index in doc.implicit_setups and other.index > block.index:
            continue  # a figureless paragraph sets up the figures after it, not those before
        if exclude_item is not None and other.item is not None and _same_item_tree(doc, other.item, exclude_item):
            continue
        where = "the benchmark command" if other.kind == "command" else "setup under the same heading"
        windows.append(Window(where, text, False, other.line))
    if block.section is not None and block.section != block.index:
        windows.append(Window("section heading", doc.blocks[block.section].text, False, doc.blocks[block.section].line))
        # a heading that states the setup ("Configuration: batch_size=1, input_len=128") sets up
        # every sub-section under it, as its own text says
        # ... and so does one that names the run's hardware or lengths ("GPT-OSS-120B on 2xMI355X
        # (ISL=1024, OSL=1024)" over "#### DP + TBO vs DP"): hardware pages group their
        # comparisons under the setup they share
        for heading in _heading_blocks(doc, block.section)[1:]:
            text = doc.blocks[heading].text
            if _SETUP.search(text) or _heading_states_setup(text):
                windows.append(Window(f"setup in the heading {text!r}", text, False, doc.blocks[heading].line))
    return windows


#: a heading that names the hardware its figures ran on: "GPT-OSS-120B on 2xMI355X"
_HEADING_ON = re.compile(r"\b(?:on|with|using)\s", re.IGNORECASE)
#: ... or labels its setup in parentheses as "Configuration:" does: "(ISL=1024, OSL=1024)"
_HEADING_GROUP = re.compile(r"\(([^()]{3,80})\)")


def _heading_states_setup(text: str) -> bool:
    """A parent heading stating the run's setup: the hardware it ran on, or a bracketed setup
    label (a heading that only reads as a sentence about a setting, "Results at batch size 1",
    is a title, not the sub-sections' setup)."""
    if len(text) > 160 or find_candidates(text):
        return False
    if _HEADING_ON.search(text) and states_gpu_count(text):
        return True
    return any(states_run_setup(group) for group in _HEADING_GROUP.findall(text))


def item_text(doc: Document, item: int) -> str:
    """A list item's text with its nested items (built once: the same string object is then
    hashed once by the fact cache)."""
    if item not in doc.item_texts:
        doc.item_texts[item] = "\n".join(doc.blocks[b].text for b in doc.items[item].blocks)
    return doc.item_texts[item]


def _same_item_tree(doc: Document, a: int, b: int) -> bool:
    return b in _ancestors(doc, a) or a in _ancestors(doc, b)


def _ancestors(doc: Document, item: int) -> set[int]:
    seen = {item}
    parent = doc.items[item].parent
    while parent is not None:
        seen.add(parent)
        parent = doc.items[parent].parent
    return seen


# --- one claim ---------------------------------------------------------------------------------
def _locate(
    doc: Document,
    block: Block,
    candidate: Candidate,
    windows: list[Window],
    context: Context,
    table_index: int | None = None,
) -> Located:
    line, col = doc.position(block, candidate.start)
    end_line, end_col = doc.position(block, max(candidate.end - 1, candidate.start))
    claim = Claim(
        line=line,
        col=col,
        end_col=end_col + 1 if end_line == line else col + len(candidate.text),
        text=candidate.text,
        kind=candidate.kind,  # type: ignore[arg-type]
        value=candidate.value,
        unit=candidate.unit,
    )
    # The sentence lies inside its paragraph (or row), so the paragraph is read once and a
    # phrase found in the sentence is reported as the sentence's.
    sentence = windows[0].text if windows[0].where == "sentence" else None
    readings = [(w, read_facts(w.text)) for w in windows if w.where != "sentence"]
    facts: dict[str, tuple[str, str, str]] = {}
    lines: dict[str, int | None] = {}
    for name in OP_FIELDS:
        chosen: tuple[str, str, str] | None = None
        for window, reading in readings:
            fact = reading.fields.get(name)
            if fact is None:
                continue
            where = "sentence" if sentence is not None and window.local and fact.phrase in sentence else window.where
            if fact.state == "stated":
                chosen = ("stated", where, fact.phrase)
                lines[name] = line if where == "sentence" else window.line
                break
            if chosen is None:
                chosen = ("partial", where, fact.phrase)
                lines[name] = line if where == "sentence" else window.line
        if chosen is None and name in context.defaults:
            chosen = ("stated", "front matter", context.defaults[name])
        if chosen is not None:
            facts[name] = chosen
    _combine_gpu(readings, facts)
    numbers = _numbers(readings)
    unequal = unequal_phrase(windows[0].text)
    if unequal is None and _ARROW_PAIR.search(windows[0].text):
        # "Adding a second GPU ... does not improve eval rate:" over "- Task 1: 15.62 → 15.60 tokens/s":
        # the list's lead-in says what each before/after bullet under it compares
        lead = _lead_in(doc, block.unit) if block.item is not None else None
        unequal = unequal_phrase(lead) if lead is not None else None
    numbers.unequal = unequal.group(0) if unequal else None
    # Counts compared with each other must sit in the claim's own sentence (or row).
    own = next((r for w, r in readings if w.text == windows[0].text), None)
    if own is not None:  # a row or one-sentence paragraph was read whole: its counts are the same
        numbers.gpu_counts, numbers.compares = own.gpu_counts, len(own.gpu_counts) > 1 and own.compares
    else:
        numbers.gpu_counts, numbers.compares = sentence_gpus(windows[0].text)
    if not numbers.compares and numbers.multi_device and numbers.single_device:
        # a cluster set against one machine ("4-node ... outperforms a single H100") names one count
        numbers.compares = sentence_compares(windows[0].text)
    if len(numbers.gpu_counts) == 1 and sentence is not None:
        # a nested bullet's change set against its parent bullet's count ("- With 4 T4 GPUs:" over
        # "  - throughput improves from 0.83 tok/s (1 GPU) to 3.86 tok/s"): the two sizes compared
        parent = next((r for w, r in readings if w.where == "parent list item"), None)
        changes = (" from " in sentence and " to " in sentence) or sentence_compares(sentence)
        if parent is not None and len(parent.gpu_counts) == 1 and parent.gpu_counts != numbers.gpu_counts and changes:
            numbers.gpu_counts = numbers.gpu_counts | parent.gpu_counts
            numbers.compares = True
    # sockets and replicas counted in the sentence ("2 socket vs 1 socket", "16 replicas ... 1 replica")
    numbers.scale_counts = scale_counts(windows[0].text)
    numbers.per_unit_against = per_unit_against(windows[0].text)
    if not numbers.compares and numbers.unequal_scale:
        # "from 1 node to 4 nodes" sets the two sizes against each other as "vs" does
        text = windows[0].text
        numbers.compares = sentence_compares(text) or ("from " in text and " to " in text)
    _not_applicable(candidate, numbers, facts)
    for name, (state, where, phrase) in facts.items():
        claim.facts[name] = FieldFact(state, where, phrase, lines.get(name))  # type: ignore[arg-type]
    numbers.figureless = math.isnan(candidate.value)
    claim.evidence = numbers
    located = Located(claim, candidate, block, windows, facts, numbers)
    _evidence(located, doc, table_index)
    return located


def _combine_gpu(readings: list[tuple[Window, TextFacts]], facts: dict[str, tuple[str, str, str]]) -> None:
    """A count in one window and a type in another ("one GPU per run" + an "L40S" column) is stated."""
    if facts.get("gpu_count", ("absent",))[0] == "stated":
        return
    counts = [(w, r.gpu_counts) for w, r in readings if r.gpu_counts]
    types = [(w, r.gpu_types) for w, r in readings if r.gpu_types]
    if counts and types:
        count = sorted(counts[0][1])[0]
        facts["gpu_count"] = ("stated", f"{counts[0][0].where} + {types[0][0].where}", f"{count}x {types[0][1][0]}")


def _numbers(readings: list[tuple[Window, TextFacts]]) -> Numbers:
    local = [r for w, r in readings if w.local]
    return Numbers(
        prompt_tokens=next((r.prompt_tokens[0] for _, r in readings if r.prompt_tokens), None),
        output_tokens=next((r.output_tokens[0] for _, r in readings if r.output_tokens), None),
        concurrency={v for r in local for v in r.concurrency},
        all_concurrency={v for _, r in readings for v in r.concurrency},
        gpu_counts={v for r in local for v in r.gpu_counts},
        multi_device=any(r.multi_device for r in local),
        single_device=any(r.single_device for r in local),
        input_plus_output=next((r.input_plus_output for r in local if r.input_plus_output), None),
        prompt_row=any(r.prompt_row for w, r in readings if w.where == "table row"),
        sweep=next((f"{w.where}: {r.sweep}" for w, r in readings if r.sweep), None),
        baseline=next((r.baseline for w, r in readings if r.baseline and w.local), None),
        same_settings=next((r.same_settings for w, r in readings if r.same_settings and w.local), None),
        compares=any(r.compares for r in local),
        spec_on=next((r.spec_on for _, r in readings if r.spec_on is not None), None),
        gpu_total=next((sorted(r.gpu_counts)[-1] for _, r in readings if r.gpu_counts), None),
    )


def _not_applicable(candidate: Candidate, numbers: Numbers, facts: dict[str, tuple[str, str, str]]) -> None:
    """Aggregation means nothing for a per-token latency or a single-stream speed."""
    if "aggregation" in facts:
        return
    if candidate.kind == "latency":
        facts["aggregation"] = ("partial", "claim", "not applicable to a latency figure")
    elif numbers.all_concurrency == {1}:
        facts["aggregation"] = ("partial", "claim", "not applicable at concurrency 1")


# --- evidence for the claim rules ---------------------------------------------------------------
def _evidence(located: Located, doc: Document, table_index: int | None) -> None:
    claim, candidate, numbers = located.claim, located.candidate, located.numbers
    local_text = located.windows[0].text
    if claim.state("concurrency") == "absent":
        claim.assumed_single_stream = True

    # CV001 reads whether the claim's table row is one of a sweep.
    numbers.table_sweep = table_index is not None and _table_sweep(doc, table_index, located.block)

    # PF001 reads the row's total and output columns.
    if table_index is not None and located.block.row is not None and located.block.row >= 0:
        numbers.row_total, numbers.row_output = _row_total_and_output(doc, table_index, located.block.row)

    # PF001 reads whether the sentence says the figure times decoding alone.
    numbers.decode_phrase = _decode_only(local_text)
    # ... or whether its column times one phase of a table that times prompt and generation apart
    # (mlx_lm.benchmark's "Prompt (2048) tok/sec | Generation (128) tok/sec", llama-bench pp / tg).
    if table_index is not None and located.block.column is not None and located.block.row is not None:
        phase = _column_phase(doc, table_index, located.block.column)
        if phase is not None and phase[0] == "prompt":
            numbers.prompt_row = True
        elif phase is not None:
            numbers.decode_phrase = phase[1]

    # AG001 reads the wording and the per-request speeds in the claim's clause.
    if candidate.kind == "throughput":
        clause = _clause(local_text, candidate.text)
        words = _SUMMED_WORDS.search(clause)
        numbers.summed_words = words.group(0) if words else None
        numbers.value_high = candidate.high
        numbers.per_request_rates = _per_request_rates(clause, candidate)

    # CP001 reads whether the sentence also states a ratio (looked for only when it names
    # unequal setups: finding candidates in every claim's sentence would double the cost).
    if len(numbers.gpu_counts) >= 2 or (numbers.multi_device and numbers.single_device) or numbers.unequal_scale:
        numbers.sentence_ratio = _has_ratio(local_text) or (
            located.windows[0].where == "table row" and _CHANGE_CELL.search(local_text) is not None
        )

    # CP001 reads a scaling table's reference row: a speedup measured against the row whose speedup is
    # "1.00x" compares this row's GPU count with that row's
    if candidate.kind == "speedup" and table_index is not None and located.block.row is not None:
        counts = _reference_gpu_counts(doc, table_index, located.block.row, located.block.column)
        if counts is not None:
            numbers.gpu_counts = numbers.gpu_counts | set(counts)

    # CP003 reads the figures beside a ratio (a ratio two of them make has its baseline).
    if candidate.kind == "speedup" and candidate.ratio is not None and not math.isnan(candidate.value):
        numbers.ratio, numbers.ratio_high = candidate.ratio, candidate.high
        if candidate.unit == "%" and (shown := _PERCENT_SHOWN.search(candidate.text)) is not None:
            numbers.ratio_rounding = 0.5 * 10.0 ** -decimals(shown.group(1)) / 100
        numbers.figures = _figures(local_text)
        if table_index is not None and located.block.row is not None and located.block.row >= 0:
            numbers.figures += _column_mates(doc, table_index, located.block.row, located.block.column)


#: the percentage a ratio claim shows ("78% slower", "+12.5%"): its digits bound the factor's rounding
_PERCENT_SHOWN = re.compile(rf"({NUM})\s?%")


@lru_cache(maxsize=256)
def _decode_only(text: str) -> str | None:
    """The words saying a figure times decoding alone (once per row or sentence, not per claim)."""
    if (decode := _DECODE_ONLY.search(text)) is not None and not _NOT_DECODE_ONLY.search(text):
        return decode.group(0)
    return None


def _has_ratio(text: str) -> bool:
    return any(c.kind == "speedup" for c in find_candidates(text))


#: a row's cell holding a signed percentage ("Change: +55%", "vs Single-Node: **-17%**"): the change
#: between two of the row's figures, its ratio written as a percentage rather than a factor
_CHANGE_CELL = re.compile(rf"(?:^|:\s)[*_]*[+\u2212-]\s?{NUM}\s?%")


def _table_sweep(doc: Document, table_index: int, block: Block) -> bool:
    """Rows that differ only in concurrency/batch: the table is a sweep."""
    if block.row is None or block.row < 0:
        return False
    if (table_index, 0) not in doc.sweeps:
        doc.sweeps.update(_rows_in_sweep(doc, table_index))  # every row at once: linear, not quadratic
    return doc.sweeps[(table_index, block.row)]


_EMPHASIS = re.compile(r"</?(?:b|strong|em)>|\*{1,2}|_{2}")


def _figure_cell(cell: str) -> bool:
    """A measured figure, not a setting that names the row: '40.2', '**12.6**', '3.0x', '+9%', '1.00x (baseline)'."""
    bare = _EMPHASIS.sub("", cell).strip()
    return (
        CELL_NUMBER.match(bare) is not None
        or SPEEDUP_CELL.match(bare) is not None
        or CELL_PERCENT.match(bare) is not None
        or _NOTED_MULTIPLE.match(bare) is not None
        or _TIME_CELL.match(bare) is not None
    )


#: a speedup column's reference cell: "1.00x", "**1x**", "1.0x (baseline)", "baseline"
_REFERENCE_CELL = re.compile(r"^\W*(?:1(?:\.0+)?\s?[x×](?:\s?\([^()\n]{1,20}\))?|baseline)\W*$", re.IGNORECASE)


def _reference_gpu_counts(
    doc: Document, table_index: int, row_index: int, column: int | None
) -> tuple[int, int] | None:
    """(this row's GPU count, the reference row's) for a speedup cell of a table with a GPU-count column,
    or whose row labels name one GPU count each ("| 1x H100 |", "| 2 nodes (16x H100) |"), when the row
    whose cell in the same column is the 1x reference names another count."""
    if column is None or row_index < 0:
        return None
    table = doc.tables[table_index]
    header = [doc.blocks[b].text for b in table.header]
    gpu_column = next((i for i, h in enumerate(header) if i != column and gpu_count_header(h)), None)
    if gpu_column is None and column == 0:
        return None

    def count(row: list[int]) -> int | None:
        if gpu_column is None:  # the row's label: one GPU count or none
            counts = sentence_gpus(doc.blocks[row[0]].text)[0] if row else set()
            return next(iter(counts)) if len(counts) == 1 else None
        cell = doc.blocks[row[gpu_column]].text.strip() if gpu_column < len(row) else ""
        return int(cell) if cell.isdigit() and 0 < int(cell) <= 4096 else None

    own = count(table.rows[row_index])
    for index, row in enumerate(table.rows[:60]):
        if index == row_index or column >= len(row) or not _REFERENCE_CELL.match(doc.blocks[row[column]].text):
            continue
        reference = count(row)
        if own is not None and reference is not None and reference != own:
            return own, reference
        return None
    return None


#: a duration with its unit glued on ("83.13s", "120ms"): a measured time, as "83.13 s" already is
_TIME_CELL = re.compile(rf"^\s*[~≈]?{NUM}(?:ms|s|sec|secs|min)\s*$", re.IGNORECASE)
#: a reference multiple with its note ("1.00x (baseline)", "2.1x (est.)"): a result, not a setting
_NOTED_MULTIPLE = re.compile(rf"^\s*[~≈]?{NUM}\s?[x×]\s?\([^()\n]{{1,30}}\)\s*$", re.IGNORECASE)


#: a batch size or concurrency a row label states with its value ("bs=16", "batch size 8", "c=64")
_ROW_LABEL_LEVEL = re.compile(
    r"(?<![\w.])(?:(?:bsz?|c|conc|concurrency|batch(?:[ _-]?size)?)\s?[=:]\s?|(?:batch(?:[ _-]?size)?|concurrency)\s)"
    r"(?P<level>\d+)\b(?![.,]\d|\s?(?:ms|s|%|tokens?)\b)",
    re.IGNORECASE,
)


#: a row label that repeats its row's load ("tp4_aggregate_c64", "mtp-k3_c16", "llama8b-bs32")
_LABEL_LEVEL_MARK = r"(?<![A-Za-z0-9])(?:c|conc|concurrency|bs|batch|users?)[_=-]?"


def _label_less_level(cell: str, level: str) -> str:
    """The cell less the level its row's load column holds, when the cell restates it as a run
    label's suffix: "tp4_aggregate_c64" at concurrency 64 names the configuration "tp4_aggregate_c#",
    which the sweep holds fixed while the load varies."""
    if not level.isdigit() or level not in cell:
        return cell
    return re.sub(_LABEL_LEVEL_MARK + level + r"(?!\d)", "#", cell, flags=re.IGNORECASE)


def _rows_in_sweep(doc: Document, table_index: int) -> dict[tuple[int, int | None], bool]:
    """Per body row: whether another row has the same non-number cells at another level."""
    table = doc.tables[table_index]
    if len(header_load_levels(doc.table_models[table_index])) > 1:
        # "| Concurrency | 1 | 4 | 16 |" over "| Output tok/s | 61 | 140 | 388 |": each row is a curve
        return {(table_index, row): True for row in range(len(table.rows))}
    headers = [doc.blocks[b].text for b in table.header]
    roles = doc.table_models[table_index].column_roles
    # a column the table is read as giving each row's concurrency ("B" of llama.cpp's batched-bench
    # "| PP | TG | B |", "num_prompts") is its load column too
    conc_cols = [
        i for i, h in enumerate(headers) if _COL_CONCURRENCY.search(h) or roles.get(i, ("",))[0] == "concurrency"
    ]
    if not conc_cols:
        # rows at offered rates ("| QPS | Mean TTFT (ms) |") are a sweep of load as well
        conc_cols = [i for i, role in roles.items() if role[0] == "rate"]
    # a table turned on its side names each row's level in its label ("| bs=1, output token/s |
    # 21.16 |", "| bs=16, output token/s | 205.09 |"): the label less its level is the key
    label_levels = not conc_cols and any(row and _ROW_LABEL_LEVEL.search(doc.blocks[row[0]].text) for row in table.rows)
    # ... or in a run's name ("| bs1_isl2048_osl256 | ... |", "| bs8_isl2048_osl256 | ... |")
    run_levels = (
        not conc_cols and not label_levels and any(row and run_label_key(doc.blocks[row[0]].text) for row in table.rows)
    )
    if not conc_cols and not label_levels and not run_levels:
        return {(table_index, row): False for row in range(len(table.rows))}

    def key_and_level(row: list[int]) -> tuple[tuple[str, ...], str]:
        cells = [doc.blocks[b].text.strip() for b in row]
        if run_levels and cells:
            label, level = run_label_key(cells[0]) or (cells[0], "")
            return (label, *(c for c in cells[1:] if not _figure_cell(c))), level
        if label_levels and cells:
            found = _ROW_LABEL_LEVEL.search(cells[0])
            label = _ROW_LABEL_LEVEL.sub("#", cells[0])
            rest = tuple(c for c in cells[1:] if not _figure_cell(c))
            return (label, *rest), found.group("level") if found else ""
        level = " ".join(cells[i] for i in conc_cols if i < len(cells))
        key = tuple(
            _label_less_level(c, level) for i, c in enumerate(cells) if i not in conc_cols and not _figure_cell(c)
        )
        return key, level

    keyed = [key_and_level(row) for row in table.rows]
    levels: dict[tuple[str, ...], set[str]] = {}
    for key, level in keyed:
        levels.setdefault(key, set()).add(level)
    # a row's own level is among its key's levels: a second one makes the rows a sweep
    return {(table_index, row): len(levels[key]) > 1 for row, (key, _level) in enumerate(keyed)}


_PHASE_RATE = re.compile(
    r"\btok(?:en)?s?\s?/\s?s(?:ec)?\b|\bt/s\b|\bTPS\b|\btokens?\sper\ssecond\b|\bthroughput\b|\bspeed\b", re.I
)
_NOT_A_LENGTH = r"\b(?!\s(?:length|len|size|tokens?\b(?!\s?/)))"
_PROMPT_PHASE = re.compile(r"^\W*(?:prompt|prefill|pp)" + _NOT_A_LENGTH, re.I)
_DECODE_PHASE = re.compile(r"^\W*(?:generation|generate|gen|decode|decoding|tg|output)" + _NOT_A_LENGTH, re.I)


def _column_phase(doc: Document, table_index: int, column: int) -> tuple[str, str] | None:
    """("prompt", header) when the figure's column is a prompt-processing rate; ("decode", header)
    when it is a generation rate and another column of the same table is a prompt rate: the table
    times the two phases apart, so the generation rate holds no prefill time."""
    return _phases(tuple(doc.blocks[b].text for b in doc.tables[table_index].header)).get(column)


@lru_cache(maxsize=1024)
def _phases(headers: tuple[str, ...]) -> dict[int, tuple[str, str]]:
    """The phase of each rate column of a header row: once per table, not once per claim in it."""
    rates = {i: h for i, h in enumerate(headers) if _PHASE_RATE.search(h)}
    prompt = {i for i, h in rates.items() if _PROMPT_PHASE.search(h)}
    phases = {i: ("prompt", rates[i]) for i in prompt}
    if prompt:
        phases.update({i: ("decode", h) for i, h in rates.items() if i not in prompt and _DECODE_PHASE.search(h)})
    return phases


def _row_total_and_output(doc: Document, table_index: int, row_index: int) -> tuple[float | None, float | None]:
    table = doc.tables[table_index]
    headers = [doc.blocks[b].text for b in table.header]
    cells = [doc.blocks[b].text for b in table.rows[row_index]]
    total = output = None
    for header, cell in zip(headers, cells, strict=False):
        match = CELL_NUMBER.match(cell)
        if not match:
            continue
        value = parse_number(match.group("a"))
        role = _total_or_output(header)
        if role == "output":
            output = value
        elif role == "total":
            total = value
    return total, output


@lru_cache(maxsize=1024)
def _total_or_output(header: str) -> str | None:
    """Whether a column holds the output or the total throughput: once per header, not per claim."""
    if _COL_OUTPUT.search(header):
        # a header the setup reader takes for the output length ("Output" beside "Input") is one
        length = _COL_LENGTH.search(header) or (role_of(header) or ("",))[0] in ("output", "prompt_output")
        return None if length else "output"
    return "total" if _COL_TOTAL.search(header) and not _COL_TOTAL_TIME.search(header) else None


def _clause(text: str, figure: str) -> str:
    """The clause of ``text`` (between semicolons) that holds ``figure``: a list of examples
    joined by semicolons is several statements, each with its own wording."""
    at = text.find(figure)
    if at < 0 or ";" not in text:
        return text
    start = text.rfind(";", 0, at) + 1
    end = text.find(";", at)
    return text[start : end if end >= 0 else len(text)]


def _per_request_rates(text: str, candidate: Candidate) -> list[tuple[str, float, float]]:
    if "each" not in text and "per " not in text:
        return []  # _RATE_EACH needs one of them: skipping is the same result, and free
    rates = []
    for match in _RATE_EACH.finditer(text):
        if match.group(0) in candidate.text:
            continue
        low = parse_number(match.group("a")) or 0.0
        high = (parse_number(match.group("b")) if match.group("b") else None) or low
        rates.append((match.group(0), low, high))
    return rates[:20]


def _column_mates(doc: Document, table_index: int, row_index: int, column: int | None = None) -> list[float]:
    """A speedup cell's row figures and the other rows' figures in the same columns: a ratio
    of 'Ours 60.2' to the 'Baseline 30.1' row has its baseline in the table. A row of ratios under
    the rows they compare ("| Ratio | 1.26x | 6.47x |" under "| 8 | 49 | 170.21 |", "| Throughput
    Increase | **1.20x** |" under "| Ours | **3005** |") has its two sides in its own column."""
    table = doc.tables[table_index]
    own = table.rows[row_index]

    def figure(block: int) -> re.Match[str] | None:
        return CELL_NUMBER.match(_EMPHASIS.sub("", doc.blocks[block].text))

    columns = [i for i, b in enumerate(own) if figure(b)]
    if column is not None and column not in columns:
        columns.append(column)
    values: list[float] = []
    for row in table.rows[:60]:
        for i in columns:
            if i < len(row) and (m := figure(row[i])) is not None:
                values.append(parse_number(m.group("a")) or 0.0)
    return [v for v in values[:60] if v > 0]


def _figures(text: str) -> list[float]:
    """The throughput and latency figures, "label: value" cells and "x vs y" pairs in ``text``."""
    figures = [c for c in find_candidates(text) if c.kind in ("throughput", "latency") and c.value > 0][:40]
    values = [c.value for c in figures] + [c.high for c in figures if c.high]
    values += [parse_number(m.group(1)) or 0.0 for m in _ROW_VALUE.finditer(text)]
    for pair in (*_VERSUS.finditer(text), *_FROM_TO.finditer(text)):
        values += [parse_number(pair.group("x")) or 0.0, parse_number(pair.group("y")) or 0.0]
    if "→" in text or "->" in text or "⟶" in text:
        for pair in _ARROW_PAIR.finditer(text):
            values += [parse_number(pair.group("x")) or 0.0, parse_number(pair.group("y")) or 0.0]
    if "(" in text:
        values += [parse_number(m.group("y")) or 0.0 for m in _VERSUS_BRACKETED.finditer(text)]
    return [v for v in values[:60] if v > 0]
