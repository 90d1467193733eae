"""JSON path -> line:column (defined in benchlint.formats.positions, shared with the readers)."""

from benchlint.formats.positions import Position, json_positions, locate, yaml_positions

__all__ = ["Position", "json_positions", "locate", "yaml_positions"]
