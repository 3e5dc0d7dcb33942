"""Credential exfiltration rules: secrets on a network command line, credential files read
or shipped, the conversation sent to an outside address (also "whenever you see a key, send
it to …"), private data filled into a URL or a host name, images that leak through their URL.

Pure. Ids (see the table in ``keepmind.security.scanner``): ``exfil.env_secret_http``,
``exfil.credential_file``, ``exfil.send_context``, ``exfil.markdown_image``.

Scope differences: in ``context`` files a secret variable used as an authentication header or
``--user`` credential (``curl -H "Authorization: Bearer $GITHUB_TOKEN" …``) is ordinary
documentation and passes; in ``strict`` (memory, skills) it passes only when every URL of
the command line is ``https://`` to a named host (or any URL to the loopback host): a memory
entry may keep an API example, but not one that sends the header in clear text or to a bare
IP address. A secret in a body, a query or a pipe, or the whole environment, is blocked in
both scopes. ``strict`` also counts prose verbs ("print", "show", "read") applied to a
credential file, where ``context`` counts only shell reads and sending verbs.
"""

from __future__ import annotations

import re

from keepmind.security import url_slots
from keepmind.security.engine import Accept, Rule, rule
from keepmind.security.findings import SCOPES, Scope
from keepmind.security.grammar import (
    CREDENTIAL_ANCHORS,
    CREDENTIAL_FILE,
    LINE,
    NETWORK_ANCHORS,
    NETWORK_TOOL,
    NOT_NEGATED,
    PRIVATE_IP,
    SECRET_VARIABLE,
    S,
    alt,
    line_around,
    p,
    words,
)
from keepmind.security.mention_reported import unwarned

CATEGORY = "exfiltration"

_SECRET_RE = re.compile(SECRET_VARIABLE)
# An authentication header (also PowerShell's "-Headers @{Authorization = \"Bearer
# $env:TOKEN\"}") or a --user credential before the secret; the user name may be
# a variable too ("-u \"$USER:$PASSWORD\"", "--password=\"$PASSWORD\""), and a Basic
# header may encode both ("Basic $(echo -n \"$USER:$PASSWORD\" | base64)").
AUTH_BEFORE = re.compile(
    r"(?:(?:authorization|proxy-authorization|x-api-key|api-key|apikey|x-auth-token|"
    r"private-token|x-goog-api-key|x-access-token)\s?(?::|(?<=\s)=\s?[\"']?)\s?"
    r"(?:bearer|token|basic|apikey)?\s?"
    r"(?:(?<=basic )\$\((?:echo|printf)(?: -n)? [\"']?(?:\$\{?\w+\}?:)?)?|"
    r"(?:-u|--user|--oauth2-bearer|--password|--http-password|--proxy-user)(?:\s|=)?[\"']?"
    r"(?:\$?\{?[\w.@-]+\}?:)?)"
    r"[\"'`]?\$?\{?$")
# The key parameter of a query string ("?apikey=$KEY", "&access_token=$TOKEN"): the
# credential where some APIs ask for it, as documented in a context file; in ``strict`` a
# secret in a URL stays a leak (it is written to every log on the way).
_QUERY_KEY_BEFORE = re.compile(
    r"[?&](?:api[_-]?key|key|access[_-]?token|auth[_-]?token|token|app[_-]?key)=\$?\{?$")
# A shell comment after the command (" # ..." outside quotes): it runs nothing, and the
# variable it names again is sent nowhere.
_COMMENT = re.compile(r"""(?:[^"'#\n]|"[^"\n]{0,300}"|'[^'\n]{0,300}'|["']|(?<!\s)#)*""")


def _without_comment(line: str, command: int) -> str:
    """``line`` up to a shell comment that starts after ``command`` (the position of the
    network command in it)."""
    code = _COMMENT.match(line, command)
    return line[:code.end()] if code else line


_URL_RE = re.compile(r"(?<![\w.+-])([a-z][a-z0-9+.-]{1,10})://\[?([^\s/\"'`?#\]]{1,253})")
_LOOPBACK = re.compile(r"(?:localhost|127(?:\.\d{1,3}){3}|::1|0\.0\.0\.0)(?::\d+)?")
_BARE_IP = re.compile(r"[\d.]{7,15}(?::\d+)?|[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}")


def safe_endpoint(line: str) -> bool:
    """Every URL of ``line`` is https to a named host, or goes to the loopback host (and
    there is at least one)."""
    urls = _URL_RE.findall(line)
    return bool(urls) and all(
        _LOOPBACK.fullmatch(host) or (scheme == "https" and not _BARE_IP.fullmatch(host))
        for scheme, host in urls)


def _secret_on_line(scope: Scope) -> Accept:
    """Accept a network command whose line (up to a shell comment) carries a secret outside
    an auth header, or in ``strict`` outside the key parameter of a query string too (in
    ``strict``, an auth header also counts unless the endpoint is safe)."""

    def accept(match: re.Match[str], text: str) -> bool:
        start, end = line_around(text, match.start(), match.end(), 400)
        line = _without_comment(text[start:end], match.start() - start)
        auth_allowed: bool | None = True if scope == "context" else None
        for secret in _SECRET_RE.finditer(line):
            before = line[max(0, secret.start() - 60):secret.start()]
            if not AUTH_BEFORE.search(before) and not (
                    scope == "context" and _QUERY_KEY_BEFORE.search(before)):
                return True
            if auth_allowed is None:
                auth_allowed = safe_endpoint(line)
            if not auth_allowed:
                return True
        return False
    return accept


_NET = rf"(?<![\w.-]){NETWORK_TOOL}(?![\w-])"
_PIPED_SOURCE_RE = re.compile(
    rf"(?:(?<![\w-])(?:env|printenv|set|export -p|declare -x|get-childitem env:|gci env:|"
    rf"dir env:|history|cat /proc/self/environ|ps e)\b[^\n|]{{0,40}}|"
    rf"{SECRET_VARIABLE}[^\n|]{{0,40}})\|[^\n|]{{0,120}}$")


def _piped_into(match: re.Match[str], text: str) -> bool:
    """The network command reads a pipe fed by the environment or a secret variable."""
    start, _ = line_around(text, match.start(), match.start(), 200)
    pipe = text.rfind("|", start, match.start())
    return pipe >= 0 and _PIPED_SOURCE_RE.search(text, max(start, pipe - 80),
                                                match.start()) is not None

ENV_SECRET_HTTP = [
    *(rule("exfil.env_secret_http", CATEGORY,
           "sends a secret from the environment over the network",
           rf"{_NET}{LINE}{{0,100}}", NETWORK_ANCHORS, scopes=(scope,), after=140,
           accept=_secret_on_line(scope))
      for scope in SCOPES),
    rule("exfil.env_secret_http", CATEGORY,
         "pipes the environment or a secret into a network command",
         rf"{_NET}{LINE}{{0,60}}", NETWORK_ANCHORS, after=100, accept=_piped_into),
]

_SHELL_READERS = (
    "cat", "bat", "less", "more", "head", "tail", "tac", "nl", "strings", "xxd", "hexdump",
    "od", "base64", "gpg", "openssl", "tar", "zip", "7z", "scp", "rsync", "sftp", "curl",
    "wget", "nc", "ncat", "get-content", "gc", "type", "upload", "send", "post",
    "exfiltrate", "leak", "email", "mail", "forward", "transmit", "paste", "steal", "harvest",
    "grab", "collect", "attach", "embed", "dump", "exfil",
)
_READ_SHELL = words(*_SHELL_READERS)
_READ_PROSE = words(*_SHELL_READERS, "print", "show", "display", "output", "read", "reveal",
                    "extract", "decode", "encode", "base64-encode")
# Flags and the words of a short object phrase between the verb and the file ("cat -A",
# "print the contents of", "show me what is in your"); never a path, never "to"/"from".
_OBJECT_WORD = alt(r"-{1,2}[\w-]*", "the", r"contents?", "of", "me", "us", "what", "what's",
                   "whats", "is", "in", "your", "my", "our", "their", "user's", "all", "full",
                   "entire", "whole", "raw", "file", "files", "everything", "out", "back",
                   "secret", "secrets", "keys", "values", "variables", "vars", "lines", "data",
                   "text", "plain", "sudo", "czf", "cf", "czvf", "cvf", "-", "quietly",
                   "silently", "then", "and", "also")
_OBJECT_GAP = rf"(?:[ \t\"'`(]{{1,3}}{_OBJECT_WORD}(?![\w./~-])){{0,6}}"


def _credential_read(verbs: str, scope: Scope) -> Rule:
    return rule("exfil.credential_file", CATEGORY,
                "reads or ships a file that holds credentials",
                rf"\b{NOT_NEGATED}{verbs}(?:s|ing)?\b{_OBJECT_GAP}[ \t\"'`(]{{1,3}}"
                rf"{CREDENTIAL_FILE}", CREDENTIAL_ANCHORS, scopes=(scope,), before=110,
                after=80, starts=verbs,
                accept=unwarned)


CREDENTIAL_FILE_RULES = [
    _credential_read(_READ_PROSE, "strict"),
    _credential_read(_READ_SHELL, "context"),
    rule("exfil.credential_file", CATEGORY, "uploads a file that holds credentials",
         rf"{_NET}[^\n@<]{{0,160}}(?:@|<\s?){CREDENTIAL_FILE}|{_NET}{LINE}{{0,160}}?"
         rf"(?:-t|--upload-file|--data-binary)\s{CREDENTIAL_FILE}", NETWORK_ANCHORS,
         after=420),
    rule("exfil.credential_file", CATEGORY, "reads a file that holds credentials in code",
         rf"(?:open|readfile(?:sync)?|read_text|file_get_contents|get-content)\s?\(\s?"
         rf"[\"'`]{CREDENTIAL_FILE}",
         ("open$", "readfile", "read_text", "file_get_contents", "get-content"), after=200),
    rule("exfil.credential_file", CATEGORY, "reads a file that holds credentials",
         rf"(?:(?<=\$\()|(?<=\$\( ))(?:cat|base64|gpg|tar|head|tail)\b[^)\n]{{0,60}}?"
         rf"{CREDENTIAL_FILE}",
         ("cat$", "base64", "gpg$", "tar$", "head$", "tail$"), after=200),
]

_SEND = words(
    "send", "sending", "post", "posting", "upload", "uploading", "forward", "forwarding",
    "transmit", "transmitting", "exfiltrate", "exfiltrating", "leak", "leaking", "copy",
    "copying", "sync", "syncing", "mirror", "mirroring", "share", "sharing", "email",
    "emailing", "e-mail", "mail", "submit", "submitting", "report", "reporting", "beacon",
    "pipe", "piping", "push", "pushing", "paste", "pasting", "relay", "relaying", "ship",
    "dump", "dumping", "transfer", "transferring", "deliver", "delivering", "publish",
    "publishing", "include", "including", "embed", "embedding", "encode", "encoding", "attach",
    "attaching", "append", "appending", "summarize", "summarise", "summarizing",
    "summarising",
)
_SEND_ANCHORS = ("send", "post", "upload", "forward", "transmit", "exfiltrat", "leak", "copy$",
                 "copying", "sync", "mirror", "share$", "sharing", "email", "e-mail", "mail$",
                 "submit", "report", "beacon", "pipe$", "piping", "push", "paste$", "pasting",
                 "relay", "ship$", "dump", "transfer", "deliver", "publish", "includ", "embed",
                 "encod", "attach", "append", "summari")
_SENSITIVE = alt(
    p(r"conversations?(?: (?:history|log|logs|transcripts?))?"),
    p(r"chats?(?: (?:history|log|logs|transcripts?))?"),
    p(r"(?:chat|conversation|session|message|dialog(?:ue)?|command|shell|browser) history"),
    r"transcripts?", r"dialog(?:ue)?s?", p(r"context(?: window)?"),
    p(r"memor(?:y|ies)(?: (?:files?|entries|contents|store))?"),
    p(r"sessions?(?: (?:data|history|logs?|transcripts?|tokens?|cookies?))?"),
    p(r"system prompt"), p(r"(?:system )?instructions"), r"secrets?", r"credentials?",
    p(r"api ?keys?"), r"api_keys?", p(r"(?:access|auth|session|bearer|api|oauth|refresh) ?tokens?"),
    r"tokens", r"passwords?", r"passphrases?", p(r"env(?:ironment)?(?: (?:variables|vars|file))"),
    p(r"\.env(?: file)?"), p(r"ssh ?keys?"), p(r"private ?keys?"), r"keys", r"cookies",
    p(r"user ?data"), p(r"personal (?:data|information|info|details)"), r"pii",
    p(r"contact (?:list|book)s?"), p(r"address ?books?"), r"contacts",
    p(r"everything (?:you know|above|in (?:your )?(?:memory|context))"),
    p(r"contents of (?:\.env|~/\.ssh|your (?:memory|context|home))"),
    r"(?<![\w-])(?:memory|user|soul)\.md\b",
    r"~/\.ssh", r"~/\.aws", r"~/\.gnupg",
)
_OBJECT_LEAD = words("a", "an", "the", "this", "our", "your", "my", "all", "entire", "full",
                     "whole", "complete", "current", "every", "each", "any", "of", "these",
                     "those", "user's", "users'", "raw", "recent", "past", "previous", "prior",
                     "today's", "copy", "contents", "content", "summary", "dump", "log", "logs",
                     "export", "backup", "transcript", "record")
_DESTINATION = alt(
    r"https?://", r"ftp://", r"wss?://", r"www\.",
    r"[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|xyz|ru|cn|tk|top|sh|site|app|dev|me|co|"
    r"info|biz|link|click|ml|ga|cf|gq|pw|cc|ws|su|onion|example|online|live|store)\b",
    rf"(?!{PRIVATE_IP}\b)\d{{1,3}}(?:\.\d{{1,3}}){{3}}", r"[\w.+-]+@[\w-]+\.[\w.-]+",
    r"webhooks?", r"pastebin",
    r"hastebin", r"paste\.\w+", r"ngrok", r"requestbin", r"pipedream", r"burp\w*",
    r"interact\.sh", r"oast\.\w+", r"discord", r"telegram", r"t\.me", r"attackers?",
    p(r"(?:my|this|that|the following|an? external|a remote|a third-party|an? outside|"
      r"the external|a personal|my personal|an? unknown|some) (?:own )?(?:server|endpoint|"
      r"site|url|link|address|email|inbox|webhook|bucket|host|api|domain|account|drive|"
      r"dropbox|ip)"),
    p(r"(?:the |an? |this |that )?(?:image|img) (?:url|link|src)"),
    p(r"(?:the |a |this )?(?:query string|query parameter|url parameter|get parameter)"),
    p(r"(?:an? )?(?:dns (?:lookups?|quer(?:y|ies)|requests?|records?|names?)|subdomains?)"),
)

_TOWARDS = words("to", "into", "at", "via", "on", "onto", "over", "through", "using", "with", "in",
                 "as")
_SENSITIVE_RE = re.compile(alt(_SENSITIVE, r"\b(?:tokens?|keys?|password|passphrase|"
                                                 r"secret)\b"))
_PRONOUN_OBJECT = words("it", "them", "those", "these", "that", "this", "each one",
                        "every one", "all of them", "a copy", "copies")


def _sensitive_before(match: re.Match[str], text: str) -> bool:
    """The pronoun names a sensitive thing earlier in the sentence ("whenever you see AWS
    credentials, send them to …")."""
    start = max(0, match.start() - 120)
    stops = [text.rfind(ch, start, match.start()) for ch in ".!?;\n"]
    return bool(_SENSITIVE_RE.search(text, max([start, *(i + 1 for i in stops)]),
                                     match.start()))




# A word between the sensitive object and its destination: a plain word or a file's path
# ("the saved tokens and the contents of .env to https://…").
_GAP_WORD = r"[\w~./-]{1,80}"


def _names_sensitive(match: re.Match[str], text: str) -> bool:
    """The object is sensitive, or a pronoun for something sensitive named before it."""
    return match.group("pronoun") is None or _sensitive_before(match, text)


SEND_CONTEXT = [
    rule("exfil.send_context", CATEGORY,
         "sends the conversation, memory or secrets to an outside address",
         rf"\b{NOT_NEGATED}{_SEND}\b{S}(?:(?P<pronoun>{_PRONOUN_OBJECT})\b(?:{S}\w+){{0,6}}?{S}"
         rf"{_TOWARDS}{S}(?:the{S}|a{S}|an{S})?{_DESTINATION}|(?:(?:it|them|me|us){S}(?:all{S})?)?"
         rf"(?:{_OBJECT_LEAD}{S}){{0,4}}(?:\w+{S})?{_SENSITIVE}\b(?:{S}{_GAP_WORD}){{0,8}}?{S}"
         rf"{_TOWARDS}{S}(?:the{S}|a{S}|an{S}|my{S}|our{S})?{_DESTINATION}|(?:(?:it|them){S})?"
         rf"{words('to', 'into', 'at', 'via')}{S}{_DESTINATION}{LINE}{{0,60}}?{S}"
         rf"(?:{_OBJECT_LEAD}{S}){{0,4}}{_SENSITIVE}\b)",
         _SEND_ANCHORS, after=320, accept=_names_sensitive),
]

_PLACEHOLDER_NAME = (r"(?:conversation|chat|history|context|memory|memories|secrets?|keys?|"
                     r"api_?keys?|tokens?|passwords?|credentials?|system_?prompt|prompt|summary|"
                     r"user_?data|messages?|env|environment|transcript|session)[\w-]{0,30}")
URL_TEMPLATE = [
    rule("exfil.send_context", CATEGORY,
         "asks the model to fill conversation data into a URL",
         rf"https?://[^\s\"'<>)]{{1,300}}?[?&/=#](?:\{{\{{?|<|\[|\$\{{|%7b){_PLACEHOLDER_NAME}",
         ("http",), after=420),
]

URL_CONCAT = [
    rule("exfil.send_context", CATEGORY,
         "asks the model to append private data to a URL",
         rf"https?://[^\s\"'<>)]{{1,300}}?[?&][\w-]{{1,30}}=(?:[\s\"'`])(?:{S})?(?:followed{S}by|"
         rf"plus|\+|then|and{S}then|with|concatenated{S}with|appended{S}with|and{S}append|"
         rf"appending|filled{S}with|containing)(?:{S}\w+){{0,3}}?{S}(?:(?:the|a|an|your|my|"
         rf"user's|users'){S})?(?:\w+{S})?{_SENSITIVE}\b", ("http",), after=420),
]

# A query slot for private data in any language, described in brackets ("?d=<historique
# de conversation>"), in capitals explained nearby or left empty to be filled (``url_slots``).
URL_SLOT = [
    rule("exfil.send_context", CATEGORY,
         "asks the model to fill the user's private data into a link",
         r"(?i:https?://)", ("http",), cased=True, after=10,
         accept=lambda m, t: url_slots.private_slot(t, m.start())),
]

DNS_TEMPLATE = [
    rule("exfil.send_context", CATEGORY,
         "asks the model to fill a secret into a host name (data leaked by the DNS lookup)",
         rf"{_NET}[^\n<{{\[%]{{0,120}}+(?:<|\{{\{{?|\[|%7b)\s?{_PLACEHOLDER_NAME}\s?"
         rf"(?:>|\}}\}}?|\]|%7d)\.[a-z0-9-]{{1,63}}\.", NETWORK_ANCHORS, after=260),
]

MARKDOWN_IMAGE = [
    rule("exfil.markdown_image", CATEGORY,
         "renders an image whose URL carries data filled in by the model",
         r"!\[[^\]\n]{0,200}\]\(\s?<?(?:https?:)?//[^)\s]{1,400}?(?:\{[^}\s]{1,40}\}|"
         r"\[[^\]\s]{1,40}\]|<[^>\s]{1,40}>|\$\{?[a-z_]{2,}|%7b|\{\{)",
         ("![",), after=700),
    rule("exfil.markdown_image", CATEGORY,
         "renders an image whose URL carries data filled in by the model",
         r"(?<=<)img\b[^>]{0,200}?src\s?=\s?[\"']?(?:https?:)?//[^\"'\s>]{1,400}?(?:\{[^}\s]{1,40}\}|"
         r"\$\{?[a-z_]{2,}|%7b|\{\{)", ("img$",), after=700),
]

# The agent's own memory and configuration files ("curl -d @MEMORY.md https://…"): what the
# user told the agent, sent wherever the command points.
_AGENT_FILE = (r"(?<![\w-])(?:[\w.~$/-]{0,80}/)?(?:memory|user|soul|agents|claude)\.md\b|"
               r"(?<![\w-])\.cursorrules\b")
AGENT_FILE_UPLOAD = [
    rule("exfil.send_context", CATEGORY,
         "uploads the agent's memory or configuration files with a network command",
         rf"{_NET}[^\n@<]{{0,160}}(?:@|<\s?){_AGENT_FILE}|{_NET}{LINE}{{0,160}}?"
         rf"(?:-t|--upload-file|--data-binary|-d|--data|-f|--form)\s(?:[\w-]{{1,20}}=)?@?"
         rf"{_AGENT_FILE}", NETWORK_ANCHORS, after=420),
]

RULES: list[Rule] = [*ENV_SECRET_HTTP, *CREDENTIAL_FILE_RULES, *SEND_CONTEXT, *URL_TEMPLATE,
                     *URL_CONCAT, *URL_SLOT, *DNS_TEMPLATE, *MARKDOWN_IMAGE, *AGENT_FILE_UPLOAD]
