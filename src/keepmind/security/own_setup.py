"""A token shown to the service it opens, and the user's own key copied to their server,
are how a deploy, a release upload or a passwordless login is set up.

Pure. "Deploy: curl -H "Authorization: Bearer $DEPLOY_TOKEN" -X POST https://api.…/deploy",
"Copia della chiave sul mio server: ssh-copy-id utente@mio-server.lan", "Добавить ключ на
сервер: ssh-copy-id -i ~/.ssh/id_ed25519.pub deploy@test.local": a project note or a shell
snippet that the send rules read as "a secret sent to an outside address" and the SSH rules
as a key planted for remote access. Every match of ``exfil.send_context`` and
``persistence.ssh_keys`` is therefore put to ``excused``: it is let go (and the rule goes on
to its next match) when the sentence that holds it, hiding nothing
(``concept_speech.HIDE_FROM``, ``concept_speech.COVERTLY``, ``concept_forwarding.QUIET``:
"without telling the user", "quietly"), either

- copies the user's own key with ``ssh-copy-id`` (``_COPY_ID``): the key of the account
  that runs it (no ``-i``, or ``-i`` a ``.pub`` file in ``~/.ssh/``), which opens the
  server to that user, not to anyone else, to a named host or one of the private
  network (a bare public address, ``_PUBLIC_IP``, is not excused); a key from elsewhere
  ("-i /tmp/vendor.pub"), a download, a pipe or a scheduled line ("@reboot ssh-copy-id
  …") is not excused; or
- runs a network command whose every secret variable is the credential of an auth header
  (``rules_exfil.AUTH_BEFORE``) to ``https://`` on a named host (``rules_exfil.
  safe_endpoint``: the test ``exfil.env_secret_http`` passes such a line by in a memory
  entry), and names no other secret, no one else's data and no credential file once those
  headers are blanked out ("-d \"$(cat ~/.ssh/id_rsa)\"", "-d @.env", "the user's
  passwords" stay blocked).

Only the match is let go; the rest of the text is scanned by every rule as before (a
credential file uploaded is ``exfil.credential_file``'s, a secret in a body
``exfil.env_secret_http``'s). Bounded: the concept rules' unit (``sentence_units.
unit_around``: at most 240 characters on each side of the match).
"""

from __future__ import annotations

import re

from keepmind.security import concept_forwarding as forwarding
from keepmind.security import concept_speech as speech
from keepmind.security.concept_objects import OWNED, SECRETS
from keepmind.security.engine import Rule, with_veto
from keepmind.security.grammar import CREDENTIAL_FILE, NETWORK_TOOL, PRIVATE_IP, SECRET_VARIABLE
from keepmind.security.intent import pooled_terms
from keepmind.security.rules_exfil import AUTH_BEFORE, safe_endpoint
from keepmind.security.sentence_units import unit_around

RULE_IDS = frozenset({"exfil.send_context", "persistence.ssh_keys"})

# ssh-copy-id and its key: none (the account's default) or a public key in ~/.ssh/.
_COPY_ID = re.compile(r"(?<![\w-])ssh-?copy-?id\b((?:\s+-[a-z]+(?:\s+[^\s-][^\s]*)?){0,4})")
_OWN_KEY_OPTION = re.compile(r"-i\s+(?:~|\$home|\$\{home\})/\.ssh/[\w.-]+\.pub(?![\w.-])")
_KEY_OPTION = re.compile(r"(?<![\w-])-[a-z]*i(?![\w-])")
# A bare public address as the copy's target ("anna@203.0.113.20"): not a machine of the
# user's own network (``rules_exfil.safe_endpoint`` reads a bare address so too).
_PUBLIC_IP = re.compile(rf"\s+(?:[\w.-]+@)?(?!{PRIVATE_IP})\d{{1,3}}(?:\.\d{{1,3}}){{3}}\b")
# What a key copied by hand or planted carries: a download, a pipe, a redirect, a schedule.
_PLANTED = re.compile(r"https?://|(?<![\w-])(?:curl|wget|cron\w*|@reboot|tee|echo|cat|sudo)"
                      r"(?![\w-])|>>?|\|")
_NETWORK = re.compile(rf"(?<![\w.-]){NETWORK_TOOL}(?![\w-])")
_SECRET = re.compile(SECRET_VARIABLE)
_CREDENTIAL_FILE = re.compile(CREDENTIAL_FILE)
_HIDDEN = re.compile(pooled_terms((*speech.HIDE_FROM, *speech.COVERTLY, *forwarding.QUIET)))
# An auth header with its credential ("Authorization: Bearer $TOKEN", "X-Api-Key: $KEY";
# read as ``rules_exfil.AUTH_BEFORE`` reads it), blanked out before the rest is read.
_HEADER = re.compile(AUTH_BEFORE.pattern.removesuffix("$") + r"[\w${}]{1,80}\}?")


def _own_key_copied(unit: str) -> bool:
    """Whether every ``ssh-copy-id`` of ``unit`` copies the account's own key to a named
    host or one of the private network, and the unit plants nothing by hand."""
    copies = list(_COPY_ID.finditer(unit))
    return bool(copies) and _PLANTED.search(unit) is None and all(
        (_KEY_OPTION.search(copy.group(1)) is None
         or _OWN_KEY_OPTION.search(copy.group(1)) is not None)
        and _PUBLIC_IP.match(unit, copy.end()) is None for copy in copies)


def _credential_presented(unit: str) -> bool:
    """Whether ``unit`` runs a network command to named https hosts only, whose secrets are
    all auth-header credentials, and that sends nothing secret, no one's data and no
    credential file once those headers are blanked out."""
    if _NETWORK.search(unit) is None or not _HEADER.search(unit) or any(
            not safe_endpoint(line) for line in unit.split("\n") if _NETWORK.search(line)):
        return False
    blanked = _HEADER.sub(lambda header: " " * len(header.group()), unit)
    return not (_SECRET.search(blanked) or _CREDENTIAL_FILE.search(blanked) or any(
        concept.within(blanked, 0, len(blanked)) for concept in (SECRETS, OWNED)))


def excused(match: re.Match[str], text: str) -> bool:
    """Whether the send or SSH ``match`` in ``text`` copies the user's own key to a server
    or shows a token to the service it opens, hiding nothing (see the module docstring)."""
    start, end = unit_around(text, match.start(), match.end(), 1)
    unit = text[start:end]
    return _HIDDEN.search(unit) is None and (_own_key_copied(unit)
                                             or _credential_presented(unit))


def excusing(rule: Rule) -> Rule:
    """``rule`` with the user's own set-up let go, if it is one of ``RULE_IDS``'s; else
    ``rule``."""
    return with_veto(rule, RULE_IDS, excused)
