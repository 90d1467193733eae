"""Shared shape of the OP rules: a required operating-point field, in records and in claims."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from benchlint.linter.claim import Claim
from benchlint.linter.findings import Violation
from benchlint.linter.rule import RecordSubject, Rule


class OperatingPointRule(Rule):
    """Base for OP001-OP007 (abstract: has no code of its own).

    ## What it does
    ## Why is this bad?
    ## Example
    ## Use instead
    """

    code = "OP000"
    name = "operating-point"
    #: the claim field (benchlint.linter.claim.OP_FIELDS) this rule requires
    claim_field: ClassVar[str]
    #: what the field is, in messages
    what: ClassVar[str]
    #: why it matters, in messages: the evidence in a few words
    because: ClassVar[str]

    def missing_in_record(self, subject: RecordSubject) -> Iterable[Violation]:
        raise NotImplementedError

    def check_record(self, subject: RecordSubject) -> Iterable[Violation]:
        return self.missing_in_record(subject)

    def check_claim(self, claim: Claim) -> Iterable[Violation]:
        if claim.evidence.figureless:
            return  # a comparison with no figure gets one finding, CP003, not one per field
        state = claim.state(self.claim_field)
        if state != "absent":
            return
        message = f"{claim.text!r}: {self.what} not stated; {self.because}"
        if self.claim_field == "concurrency":
            message += "; treated as single-stream until shown otherwise"
        yield claim.violation(message)

    def missing(self, json_path: str, detail: str = "") -> Violation:
        return Violation(f"{self.what} is not recorded{detail}; {self.because}", json_path=json_path)
