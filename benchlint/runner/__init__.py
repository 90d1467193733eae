"""The runner: sweep a live OpenAI-compatible server and write a benchlint record.

Data flows one way: a :class:`~benchlint.runner.sweep.SweepPlan` drives requests
(``client``) while the server's own state is sampled (``server``); the raw results become a
typed :class:`~benchlint.schema.model.Record` (``build``), which is written and linted.
"""
