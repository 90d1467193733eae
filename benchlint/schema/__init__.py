"""The benchmark record: typed model, vocabulary and the generated JSON Schema."""

SCHEMA_ID = "https://benchlint.dev/schema/benchmark-record/v1"
SCHEMA_FILE = "benchmark-record.v1.schema.json"
