"""The rules, one per file, named ``<code>_<name>.py``. See ``benchlint rules``."""
