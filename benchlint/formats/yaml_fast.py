"""The fast YAML path: libyaml (PyYAML's C loader) with YAML 1.2 core-schema resolution.

ruamel's safe loader builds each document in Python and spends about 1.9 ms on a typical
record; this loader takes about 0.75 ms, which decides a 10,000-file run. It resolves scalars
as YAML 1.2 does (the way ruamel reads them): yes/no/on/off stay strings, 1e3 is a float,
0o17 is octal, 010 is decimal 10, no sexagesimal numbers. Duplicate keys are an error.

Hostile input stays bounded: before a document is built its node graph is measured as it
would be once aliases (and merge keys) are expanded, and a document past
:data:`MAX_NODES` nodes or :data:`MAX_DEPTH` levels is refused (a ten-way, nine-level alias
bomb is 10^9 nodes from a few hundred bytes). Tags outside the YAML 1.2 core schema
(``!!binary``, ``!!set``, ``!!omap``, ``!!pairs``, local tags) are refused, and any failure
while building a value becomes a ``yaml.MarkedYAMLError`` at that node, so every loader
error has a line and column.
ruamel stays the reader for positions and comments (only for files with findings) and
for writing. ``tests/test_yaml_fast.py`` checks both readers agree.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any, ClassVar

#: nodes aliases (and merge keys) may add to a document once expanded, beyond the nodes written
MAX_NODES = 100_000
#: nesting levels a document may have (deeper data would exhaust the recursion of later passes)
MAX_DEPTH = 100

#: SafeLoader tags that are YAML 1.1 types, not YAML 1.2 core schema
_NOT_CORE = ("binary", "set", "omap", "pairs")


def expansion_problem(root: Any) -> tuple[str, Any] | None:
    """(message, node) when a composed node graph expands past the limits, else None.

    One pass over the graph with each node's expanded size memoised: linear in the text, however
    many times an anchor is reused. A recursive alias is refused too (it never ends expanding).
    """
    from yaml.nodes import MappingNode, SequenceNode

    sizes: dict[int, int] = {}
    written = 0
    depths: dict[int, int] = {}
    active: set[int] = set()
    stack: list[tuple[Any, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        key = id(node)
        if done:
            written += 1
            active.discard(key)
            children = _children(node)
            sizes[key] = 1 + sum(sizes[id(c)] for c in children)
            depths[key] = 1 + max((depths[id(c)] for c in children), default=0)
            if sizes[key] > MAX_NODES + written:
                return f"alias expansion too large: aliases add more than {MAX_NODES:,} nodes to the document", node
            if depths[key] > MAX_DEPTH:
                return f"nested more than {MAX_DEPTH} levels deep", node
            continue
        if key in sizes:
            continue
        if key in active:
            return "recursive alias: the document contains itself", node
        if not isinstance(node, (MappingNode, SequenceNode)):
            sizes[key], depths[key] = 1, 0
            written += 1
            continue
        active.add(key)
        stack.append((node, True))
        stack.extend((child, False) for child in _children(node) if id(child) not in sizes)
    return None


def _children(node: Any) -> list[Any]:
    from yaml.nodes import MappingNode, SequenceNode

    if isinstance(node, MappingNode):
        return [part for pair in node.value for part in pair]
    if isinstance(node, SequenceNode):
        return list(node.value)
    return []


@cache
def core12_loader() -> type:
    import yaml

    class Core12Loader(yaml.CSafeLoader):
        # an empty table of its own: only the YAML 1.2 resolvers below apply
        yaml_implicit_resolvers: ClassVar[dict[str, list[tuple[str, re.Pattern[str]]]]] = {}

    def resolver(tag: str, pattern: str, first: Any) -> None:
        Core12Loader.add_implicit_resolver(tag, re.compile(pattern, re.X), list(first))

    resolver("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", "tTfF")
    resolver("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""])
    # ruamel also reads 1_000 and 0b101 as integers, and honours merge keys.
    resolver("tag:yaml.org,2002:int", r"^(?:[-+]?[0-9][0-9_]*|0o[0-7_]+|0x[0-9a-fA-F_]+|0b[01_]+)$", "-+0123456789")
    resolver("tag:yaml.org,2002:merge", r"^(?:<<)$", "<")
    resolver(
        "tag:yaml.org,2002:float",
        r"^(?:[-+]?(?:\.[0-9]+|[0-9][0-9_]*(?:\.[0-9_]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
        "-+.0123456789",
    )
    resolver(
        "tag:yaml.org,2002:timestamp",
        r"^(?:[0-9]{4}-[0-9]{2}-[0-9]{2}"
        r"|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?"
        r"(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)$",
        "0123456789",
    )

    def construct_int(loader: Any, node: Any) -> int:
        text = loader.construct_scalar(node).replace("_", "")
        if text.startswith(("0o", "0x", "0b")):
            return int(text[2:], {"o": 8, "x": 16, "b": 2}[text[1]])
        return int(text, 10)

    def construct_mapping(loader: Any, node: Any, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                continue  # merged keys may be overridden; only explicit keys must be unique
            if not isinstance(key_node, yaml.ScalarNode):
                raise yaml.constructor.ConstructorError(
                    "while constructing a mapping", node.start_mark, "a key must be a scalar", key_node.start_mark
                )
            key = loader.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.constructor.ConstructorError(
                    "while constructing a mapping", node.start_mark, f"found duplicate key {key!r}", key_node.start_mark
                )
            seen.add(key)
        return yaml.SafeLoader.construct_mapping(loader, node, deep)

    def not_core(loader: Any, node: Any) -> Any:
        raise yaml.constructor.ConstructorError(
            None, None, f"tag {node.tag} is not in the YAML 1.2 core schema", node.start_mark
        )

    Core12Loader.add_constructor("tag:yaml.org,2002:int", construct_int)
    Core12Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, construct_mapping)
    for name in _NOT_CORE:
        Core12Loader.add_constructor(f"tag:yaml.org,2002:{name}", not_core)

    def construct_document(loader: Any, node: Any) -> Any:
        problem = expansion_problem(node)
        if problem is not None:
            message, where = problem
            raise yaml.constructor.ConstructorError(None, None, message, where.start_mark)
        return yaml.constructor.BaseConstructor.construct_document(loader, node)

    def construct_object(loader: Any, node: Any, deep: bool = False) -> Any:
        try:
            return yaml.constructor.BaseConstructor.construct_object(loader, node, deep)
        except yaml.MarkedYAMLError:
            raise
        except (TypeError, KeyError, AttributeError, ValueError, OverflowError, IndexError) as exc:
            # libyaml's constructors assume a well-formed value (a timestamp the resolver matched,
            # a merge of mappings): anything else is this node's error, with its position.
            raise yaml.constructor.ConstructorError(
                None, None, f"cannot read this {_tag_name(node.tag)}: {exc}", node.start_mark
            ) from None

    Core12Loader.construct_document = construct_document
    Core12Loader.construct_object = construct_object
    return Core12Loader


def _tag_name(tag: str) -> str:
    return tag.rsplit(":", 1)[-1] if tag.startswith("tag:yaml.org,2002:") else tag


def load_all(text: str) -> list[Any]:
    return load_all_with_nodes(text)[0]


def load_all_with_nodes(text: str) -> tuple[list[Any], list[Any]]:
    """Every document's data and its composed node graph: the nodes carry libyaml's marks, so
    a file with findings is located from them instead of being parsed a second time."""
    loader = core12_loader()(text)
    documents, roots = [], []
    try:
        while loader.check_node():
            root = loader.get_node()
            roots.append(root)
            documents.append(loader.construct_document(root) if root is not None else None)
    finally:
        loader.dispose()
    return documents, roots
