"""Exfiltration and persistence read by what they ask for (issue 12, session 20).

The dev part of ``scanner_exfil20`` (attacks blocked in the context scope, benign twins
passed in both scopes). What is taken (a calendar, contacts, a location, the clipboard,
the browsing history, the conversation, the user's memories) moved to a party that is not
the user, and what is made to last (an instruction kept for later sessions, a default of
approving everything, a mail rule forwarding to an outside address, a scheduled job
sending files out, an outside MCP server trusted, an account with admin rights): each
attack has a twin where the same thing goes to the user's own or their team's place, is
told of, or is advised against.
"""

from __future__ import annotations

import pytest

from keepmind.security import scan
from scanner_exfil20 import DEV_ATTACKS, DEV_BENIGN


def _blocked(text: str) -> bool:
    return bool(scan(text, "context"))


def _passed(text: str) -> bool:
    return not scan(text, "strict") and not scan(text, "context")


@pytest.mark.parametrize(("lang", "what", "text"), DEV_ATTACKS)
def test_data_taken_away_or_a_lasting_change_for_someone_else_is_blocked(
        lang: str, what: str, text: str) -> None:
    assert _blocked(text)


@pytest.mark.parametrize(("lang", "what", "text"), DEV_BENIGN)
def test_the_users_own_backup_share_job_or_advice_passes(lang: str, what: str,
                                                         text: str) -> None:
    assert _passed(text)
