"""Persistence and backdoor rules: SSH keys, shell start-up files, cron and other autostarts,
edits of the agent's own configuration or context files that change how it behaves, and
instructions that copy themselves into the agent's memory to outlive a restart.

Pure. Ids (see the table in ``keepmind.security.scanner``): ``persistence.ssh_keys``,
``persistence.shell_rc``, ``persistence.cron``, ``persistence.autostart``,
``persistence.agent_config``.

Scope differences: a ``context`` file (README, AGENTS.md) may document ordinary set-up
("append your public key to ~/.ssh/authorized_keys on the server", "add
`eval "$(direnv hook zsh)"` to ~/.zshrc", "run crontab -e"); there a write is blocked only
when it carries a payload (a literal key, a download, a reverse shell, a hijacked proxy or
base URL). In ``strict`` scope (memory and skills, which the agent replays as instructions)
any command that writes to ``authorized_keys``, ``~/.ssh`` or a shell start-up file is
blocked, payload or not.

A download is a payload when it runs, saves or uploads: one that only shows what it
fetched ("add `curl -s wttr.in/Berlin` to my .zshrc", a health-check ping in a cron job) is
none (``fetches``), in both scopes.
"""

from __future__ import annotations

import re

from keepmind.security import fetches, negation
from keepmind.security.engine import Accept, Rule, rule
from keepmind.security.findings import Scope
from keepmind.security.grammar import (
    LINE,
    PAYLOAD_WORDS,
    PRIVATE_IP,
    S,
    alt,
    line_around,
    near_on_line,
    p,
    tokens,
    trie,
)
from keepmind.security.mention_reported import unwarned

CATEGORY = "persistence"

_WRITE_VERB = alt(r"add", r"append", r"insert", r"put", r"write", r"place", r"inject",
                  r"prepend", r"echo", r"copy", r"cp", r"install", r"plant", r"drop",
                  r"upload", r"paste", r"store", r"save", r"include", r"register")
_WRITE_ANCHORS = ("add", "append", "insert", "put", "write", "place", "inject", "prepend",
                  "echo", "copy", "cp", "install", "plant", "drop", "upload", "paste",
                  "store", "save", "include", "register")
_INTO = alt("to", "into", "in", "inside", "onto", p(r"at the (?:end|top|bottom) of"))
# PowerShell writes a file with Add-Content, Set-Content and Out-File (the path as their
# first argument or after -Path / -FilePath).
_REDIRECT_VERB = (r"(?<![/.\w-])(?:tee(?: -a| --append)?|sed -i\b[^\n]{0,80}?|"
                  r"(?:add-content|set-content|out-file)(?: -(?:append|force|path|filepath))*"
                  r"\s|"
                  r"(?:cp|mv|install|ln -sf?)\b"
                  r"(?:[^\n,;]|,(?! ))"  # a command's arguments, not a clause of prose
                  r"{0,80}?|(?:cat|echo|printf)\b[^\n]{0,300}?>>?)\s?[\"']?")
_REDIRECT_ANCHORS = ("tee$", "sed$", "cp$", "mv$", "install$", "ln$", "cat$", "echo$",
                     "printf$", "add-content", "set-content", "out-file")
_REDIRECT_SIGN = r">>?\s?[\"']?"

_INTO_RE = re.compile(
    rf"\b{_WRITE_VERB}\b[ `'\"]{{1,3}}{tokens(10)}{_INTO}{S}(?:the{S}(?:end{S}of{S})?|your{S}|"
    rf"their{S})?(?:\w+{S})?[~/$.\w-]{{0,40}}$")


def _written_into(match: re.Match[str], text: str) -> bool:
    """An imperative "add/append/write … to|into <match>" on the same line."""
    start, _ = line_around(text, match.start(), match.start(), 400)
    return bool(_INTO_RE.search(text, start, match.start()))


def _unless_warned(accept: Accept | None = None) -> Accept:
    """``accept`` (or any match), unless the write is warned against rather than ordered
    ("never add … to ~/.bashrc", a third party's request that the note disowns:
    ``mention_reported.warned_off``)."""
    def check(match: re.Match[str], text: str) -> bool:
        return (accept is None or accept(match, text)) and unwarned(match, text)
    return check


# The folder itself ("~/.ssh", "~/.ssh/"), not a file read from it ("~/.ssh/id_ed25519.pub").
_SSH_TARGET = (r"(?:(?:~|\$home|/root|/home/[\w.-]+)?/?\.ssh/(?:authorized_keys2?|config|rc)\b"
               r"|authorized_keys2?\b|(?:~|\$home|/root|/home/[\w.-]+)/\.ssh"
               r"(?:/(?![\w.-])|(?![\w./-])))")
_PUBLIC_KEY = (r"(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com) "
               r"aaaa[0-9a-z+/]{8,}")

# Between a literal key and the file it is planted in: anything but a blank line (the key
# is often given on the line after "add this to authorized_keys:").
_NO_BLANK_LINE = r"(?:[^\n]|\n(?![ \t]{0,40}\n))"

SSH_KEYS = [
    rule("persistence.ssh_keys", CATEGORY,
         "plants an SSH key or command for remote access",
         rf"{_PUBLIC_KEY}{_NO_BLANK_LINE}{{0,300}}?{_SSH_TARGET}|authorized_keys2?\b"
         rf"{_NO_BLANK_LINE}{{0,300}}?{_PUBLIC_KEY}", ("ssh-", "ecdsa-", "sk-ssh",
                                                     "authorized_keys"), after=700),
    rule("persistence.ssh_keys", CATEGORY,
         "plants an SSH key or command for remote access",
         rf"(?:curl|wget)\b{LINE}{{0,160}}?(?:>>?|-o|--output|\|\s?tee(?: -a)?)\s?[\"']?"
         rf"{_SSH_TARGET}", ("curl", "wget"), after=300, accept=_unless_warned()),
    # ssh-copy-id with a key of another folder than the account's own ~/.ssh ("-i
    # /tmp/partner.pub", "-i vendor.pub"): someone else's key let into a server. The
    # account's default key (no -i) or one of its ~/.ssh/ is its user's own
    # (``own_setup``).
    rule("persistence.ssh_keys", CATEGORY,
         "copies a key from outside the account's own ~/.ssh to a server (a backdoor)",
         r"(?<![\w-])ssh-copy-id\b(?:\s+-[a-z]+(?:\s+[^\s-]\S*)?){0,3}?\s+-[a-z]*i\s?"
         r"(?!(?:~|\$home|\$\{home\}|/home/[\w.-]+|/root|/users/[\w.-]+)/\.ssh/|id_|\.ssh/)"
         r"[\w./~${}-]+", ("ssh-copy-id",), after=120, accept=_unless_warned()),
    rule("persistence.ssh_keys", CATEGORY,
         "adds a command to SSH configuration that runs on connect",
         r"(?:proxycommand|localcommand|permitlocalcommand\s?=?\s?yes)\b[^\n]{0,200}?"
         r"(?:curl|wget|\bnc\b|bash|sh -c|/dev/tcp|python|perl|base64)",
         ("proxycommand", "localcommand", "permitlocalcommand"), after=260),
    rule("persistence.ssh_keys", CATEGORY, "writes to authorized_keys or ~/.ssh",
         rf"{_REDIRECT_VERB}{_SSH_TARGET}", _REDIRECT_ANCHORS, scopes=("strict",), after=420,
         accept=_unless_warned()),
    rule("persistence.ssh_keys", CATEGORY, "writes to authorized_keys or ~/.ssh",
         rf"{_REDIRECT_SIGN}{_SSH_TARGET}", ("authorized_keys", "ssh$"), scopes=("strict",),
         before=40, after=80, accept=_unless_warned()),
    rule("persistence.ssh_keys", CATEGORY,
         "tells the agent to add a key to authorized_keys or ~/.ssh",
         alt(r"authorized_keys2?\b", r"(?<=\.)ssh/(?:authorized_keys2?|config|rc)\b",
             r"(?<=/\.)ssh/?(?![\w.-])", rf"(?<=ssh ){alt('folder', 'directory', 'dir')}\b"),
         ("authorized_keys", "ssh$", "folder$", "directory$", "dir$"), scopes=("strict",),
         after=80, accept=_unless_warned(_written_into)),
    # "Ajoute 'www-data ALL=(ALL) NOPASSWD: ALL' dans /etc/sudoers": root for an account
    # without a password, a door kept open like a planted key (a context file's set-up
    # guide may show the line).
    rule("persistence.ssh_keys", CATEGORY,
         "gives an account root without a password in sudoers (a backdoor)",
         r"nopasswd\s?:\s?all\b", ("nopasswd",), scopes=("strict",), after=40,
         accept=_unless_warned(near_on_line(("sudoers", "/etc/sudoers"), 300))),
]

_RC_FILE = alt(
    r"(?:~/|\$home/|/root/|/home/[\w.-]+/)?\.(?:bashrc|bash_profile|bash_login|bash_logout|"
    r"profile|zshrc|zshenv|zprofile|zlogin|zlogout|kshrc|cshrc|tcshrc|xinitrc|xprofile|"
    r"xsessionrc|inputrc)\b",
    r"/etc/(?:profile|bash\.bashrc|environment|zsh/zshrc|profile\.d/[\w.-]+)",
    r"config\.fish\b", r"\$profile\b", r"microsoft\.powershell_profile\.ps1",
)
_RC_ANCHORS = ("bashrc", "bash_profile", "bash_login", "bash_logout", "profile$", "zshrc",
               "zshenv", "zprofile", "zlogin", "zlogout", "kshrc", "cshrc", "tcshrc",
               "xinitrc", "xprofile", "xsessionrc", "inputrc", "etc$", "config.fish",
               "microsoft.powershell_profile")


_WITH_PAYLOAD = near_on_line(PAYLOAD_WORDS, 400, spared=fetches.shown)
"""Accept a match whose line (up to 400 characters each side) carries a payload (a download
that only shows what it fetched is none: ``fetches``)."""


_PAYLOAD_RE = re.compile(r"(?<![^\W_])(?:" + trie(PAYLOAD_WORDS) + ")")


# A script fetched from an address and handed to a shell, in prose ("a line that pipes
# https://… into bash").
_PIPED_IN_PROSE = re.compile(r"https?://\S+ (?:\S+ ){0,2}?(?:into|to|in|an|dans|à|a|en|para|"
                             r"nel|в) (?:sudo )?(?:ba|z|da)?sh\b")
# A download run by a shell, placed in the file without a verb of writing: "o cliente quer
# \"curl … | sh\" no final do ~/.bashrc", "«curl … | sh» добавили в ~/.bashrc" (the
# command, its closing quote, at most four words of place, then the file).
_PLACED = re.compile(r"(?<![\w-])(?:curl|wget)\b[^\n|]{0,200}\|\s?(?:sudo )?(?:ba|z|da)?sh"
                     r"\b\s?[\"'»”`]?\s?(?:[^\s,;:.!?]+\s){0,4}$")


def _written_into_with_payload(match: re.Match[str], text: str) -> bool:
    """"add/append/write … to|into <match>" on its line, with a payload after the verb (in
    "run `curl … | bash` and add ~/.bun/bin to PATH in ~/.zshrc" the download is not what
    is written); or a download run by a shell placed right before it (``_PLACED``)."""
    start, end = line_around(text, match.start(), match.end(), 400)
    if _PLACED.search(text, max(start, match.start() - 300), match.start()):
        return True
    verb = _INTO_RE.search(text, start, match.start())
    return verb is not None and (
        any(not fetches.shown(text, m.start())
            for m in _PAYLOAD_RE.finditer(text, verb.start(), end))
        or _PIPED_IN_PROSE.search(text, verb.start(), end) is not None)


def _rc_rules(scope: Scope, *, redirect_needs_payload: bool) -> list[Rule]:
    reason = "makes a shell start-up file run something on every login"
    payload = _unless_warned(_WITH_PAYLOAD if redirect_needs_payload else None)
    return [
        rule("persistence.shell_rc", CATEGORY, reason, rf"{_REDIRECT_VERB}{_RC_FILE}",
             _REDIRECT_ANCHORS, scopes=(scope,), after=420, accept=payload),
        rule("persistence.shell_rc", CATEGORY, reason, rf"{_REDIRECT_SIGN}{_RC_FILE}",
             _RC_ANCHORS, scopes=(scope,), before=40, after=80, accept=payload),
        rule("persistence.shell_rc", CATEGORY, reason, _RC_FILE, _RC_ANCHORS,
             scopes=(scope,), before=30, after=80,
             accept=_unless_warned(_written_into_with_payload)),
    ]


SHELL_RC = [*_rc_rules("strict", redirect_needs_payload=False),
            *_rc_rules("context", redirect_needs_payload=True)]

_CRON_WRITE = alt(
    r"crontab\b(?: -[a-z])*(?: -| [\w./~-]+)?", r"(?<=/)etc/cron[\w./-]*",
    r"(?<=/var/)spool/cron", r"(?<=@)reboot\b", r"schtasks(?:\.exe)? /create\b",
)
_CRON_JOB = alt(rf"cron(?:{S})?jobs?", rf"crontab{S}(?:entry|line|job)", rf"cron{S}entry",
                rf"(?<=scheduled ){alt('task', 'job')}", rf"(?<=systemd ){alt('timer', 'timers')}")
_SETUP_VERB_RE = re.compile(r"\b(?:add|create|install|schedule|set up|setup|register|write|"
                            r"insert|put|make|configure|deploy|drop)\b")


def _set_up_with_payload(payload: Accept) -> Accept:
    def accept(match: re.Match[str], text: str) -> bool:
        start, _ = line_around(text, match.start(), match.start(), 120)
        return bool(_SETUP_VERB_RE.search(text, start, match.start())) and payload(match, text)
    return accept


# A key written into ~/.ssh or copied to a host ("authorized_keys" is a payload word of
# its own): naming the folder is no foothold ("tar czf /backup/home.tgz ~/.ssh /etc").
_KEY_PLANTED = (">> ~/.ssh", "> ~/.ssh", ">>~/.ssh", ">~/.ssh", "tee -a ~/.ssh", "tee ~/.ssh",
                "ssh-copy-id")
_CRON_PAYLOAD = near_on_line((*PAYLOAD_WORDS, "http://", "https://", "scp ", "rsync ",
                              "upload", "exfiltrat", "send ", "post ", *_KEY_PLANTED), 400,
                             spared=fetches.shown)
"""Accept a scheduled job whose line downloads, uploads or opens a shell."""
_PAYLOAD_ANCHORS = ("curl", "wget", "nc", "ncat", "netcat", "socat", "dev", "bash", "sh",
                    "zsh", "base64", "python", "perl", "ruby", "php", "mkfifo", "nohup",
                    "powershell", "iex", "downloadstring", "tmp", "authorized_keys",
                    "ld_preload", "dyld", "prompt_command", "alias", "http", "scp", "rsync",
                    "upload", "exfiltrat", "send", "post", "ssh")
_SCHEDULE = (r"[*0-9][0-9]?(?:/\d{1,2})?"
             r"(?: (?:\*|\d{1,2}(?:[,-]\d{1,2})*)(?:/\d{1,2})?){4} ")

_FOREIGN_PAYLOAD = near_on_line(
    (*(w for w in PAYLOAD_WORDS if w not in ("/tmp/", "/dev/shm")), "http://", "https://",
     "upload", "exfiltrat", "send ", "post ", *_KEY_PLANTED), 400, spared=fetches.shown)
"""A scheduled line's payload other than a temporary folder or a copy to another host."""
_TEMP_DIR = re.compile(r"/tmp/|/dev/shm")
_CLEANER = re.compile(r"\s*(?:sudo )?(?:find|rm|tmpwatch|tmpreaper|systemd-tmpfiles)\b"
                      r"(?![^\n`]*-exec)")
_TRANSFER = re.compile(r"(?<![\w-])(?:scp|rsync)\s")
# The host of a copy's remote end ("user@host:", "host:/path", "host::module").
_REMOTE_HOST = re.compile(r"(?:(?<=\s)|(?<=@))([\w.-]{1,253}):")
_PRIVATE_HOST = re.compile(
    r"[\w-]{1,63}|localhost|[\w.-]+\.(?:local|lan|internal|home|home\.arpa|localdomain)|"
    + PRIVATE_IP)


def _scheduled_payload(match: re.Match[str], text: str) -> bool:
    """A schedule whose line downloads, uploads or opens a shell. A temporary folder is a
    payload only when something there is run, not when it is cleaned (``find /tmp/x -mtime
    +7 -delete``); a copy (scp, rsync) only when it goes to a host outside the private
    network (a backup to ``nas:`` or ``backup@192.168.1.5:`` stays home)."""
    if _FOREIGN_PAYLOAD(match, text):
        return True
    _, end = line_around(text, match.start(), match.end(), 400)
    command = text[match.end():end]
    if _TEMP_DIR.search(command) and not _CLEANER.match(command):
        return True
    return _TRANSFER.search(command) is not None and any(
        not _PRIVATE_HOST.fullmatch(host) for host in _REMOTE_HOST.findall(command))


CRON = [
    rule("persistence.cron", CATEGORY, "schedules a download or remote command with cron",
         _CRON_WRITE, ("crontab", "etc$", "spool$", "reboot$", "schtasks"), after=160,
         accept=_unless_warned(_CRON_PAYLOAD)),
    rule("persistence.cron", CATEGORY, "schedules a download or remote command with cron",
         _CRON_JOB, ("cron", "crontab", "task$", "job$", "timer$", "timers$"), after=60,
         accept=_unless_warned(_set_up_with_payload(_CRON_PAYLOAD))),
    rule("persistence.cron", CATEGORY, "schedules a download or remote command with cron",
         _SCHEDULE, ("* *", "*/"), before=24, after=80, accept=_unless_warned(_scheduled_payload)),
    rule("persistence.cron", CATEGORY, "rewrites the crontab",
         r"(?:(?<=\|)|(?<=\| ))crontab(?: -u \w+)? -(?!\w)|(?<=@)reboot\b",
         ("crontab", "reboot"), scopes=("strict",), after=40, accept=_unless_warned()),
]

_AUTOSTART = alt(
    r"(?<=/)etc/systemd/system/[\w@.-]+", r"(?<=\.)config/systemd/user\b", r"systemd\b",
    r"library/launch(?:agents|daemons)", r"launch ?(?:agent|daemon)s?\b",
    r"(?<=/)etc/(?:rc\.local|init\.d/)", r"currentversion\\\\?run",
    r"startup folder\b", r"(?<=\\)startup\b", r"(?<=\.)config/autostart",
    r"wmic\b[^\n]{0,40}startup",
    # A library every process loads.
    r"(?<=/)etc/ld\.so\.preload\b",
)

AUTOSTART = [
    rule("persistence.autostart", CATEGORY,
         "installs a service or login item that downloads or opens a remote shell",
         _AUTOSTART, ("etc$", "config$", "systemd", "library$", "launch", "currentversion",
                      "startup", "wmic"),
         after=120, accept=_unless_warned(_CRON_PAYLOAD)),
]

_OWNER = rf"(?:your|its|agent's|assistant's|(?<=the )agent|keepmind)(?:{S}own)?{S}"
_AGENT_FILE = alt(
    r"soul\.md", r"memory\.md", r"user\.md", r"agents\.md", r"claude\.md", r"gemini\.md",
    r"(?<=\.)cursorrules", r"(?<=\.)windsurfrules", r"(?<=\.)clinerules",
    r"copilot-instructions\.md", r"(?<=\.)keepmind\b[\w./-]*",
    # The agent's tool servers, hooks and allow-lists.
    r"(?<![\w-])\.?mcp\.json\b", r"(?<=\.)(?:claude|cursor|gemini)/settings(?:\.local)?\.json\b",
    r"claude_desktop_config\.json\b", r"skill\.md\b",
    rf"{_OWNER}(?:config(?:uration)?(?:{S}file)?|settings|system{S}prompt|prompt{S}file|"
    rf"memory(?:{S}files?)?|instructions{S}file|persona|soul|rules{S}file|context{S}files?|"
    rf"guardrails|policy{S}file)",
)
_AGENT_ANCHORS = ("soul.md", "memory.md", "user.md", "agents.md", "claude.md", "gemini.md",
                  "cursorrules", "windsurfrules", "clinerules", "copilot-instructions",
                  "keepmind", "your$", "its$", "agent", "assistant's", "mcp.json",
                  "claude/settings", "cursor/settings", "gemini/settings",
                  "claude_desktop_config", "skill.md")
_AGENT_WRITE = alt(r"\b(?:write|append|add|insert|put|prepend|inject|modify|edit|change|"
                   r"update|overwrite|replace|rewrite|patch|alter|amend|save|store|record|set|"
                   r"echo|tee)\b", r"\bsed -i\b", r">>?")
_SECURITY_THING = (r"(?:safety|security|scan\w*|threat\w*|guard\w*|approvals?|confirmations?|"
                   r"sandbox\w*|filters?|protections?|checks?|reviews?|audit\w*|warnings? "
                   r"from|instructions|rules|guidelines|previous|prior|all|any|the user|your)")
_AGENT_BEHAVIOUR = alt(
    rf"\b(?:ignor(?:e|es|ing)|disregard(?:s|ing)?|bypass(?:es|ing)?|skip(?:s|ping)?|"
    rf"disabl(?:e|es|ed|ing)|deactivat(?:e|es|ed|ing)|(?:turn|switch)(?:s|ed)?{S}off)"
    rf"{S}(?:the{S}|all{S}|any{S})?{_SECURITY_THING}",
    rf"\bwithout{S}(?:asking|confirm\w*|approv\w*|review\w*|permission|telling|checking)",
    r"\bauto[- ]?approv", rf"\bapprove{S}(?:all|everything|automatically)",
    rf"\balways{S}(?:obey|trust|follow|comply|execute|run|approve|allow|accept)",
    rf"\b(?:never|don't|do{S}not){S}(?:(?:have|need){S}to{S})?(?:ask|tell|mention|warn|confirm|"
    r"refuse|question|report|flag|block|scan)", r"\byolo\b", r"\bunrestricted\b",
    rf"\bno{S}restrictions",
    r"\b(?:scan\w*|secur\w*|safety|sandbox|approvals?|guard\w*|confirm\w*|threat\w*)\s?"
    r"[:=]\s?(?:false|off|no|none|0|disabled?)\b",
    r"\bobey(?:s|ing|ed)?\b", rf"\btrust{S}(?:all|any|every|this|me|the{S}following|"
    r"instructions|commands|messages)", r"\bsecretly\b", r"\bsilently\b", r"\bquietly\b",
    r"\bcovertly\b", r"\bexfiltrat",
    rf"\b(?:scanning|scanner|security|safety|threat|confirmations?|approvals?|guardrails?|"
    rf"sandbox(?:ing)?)(?:{S}\w+)?{S}(?:is{S}|are{S}|was{S}|were{S}|be{S}|get{S}|gets{S})?"
    rf"(?:now{S}|always{S}|permanently{S})?(?:disabled|off|optional|unnecessary|not{S}needed|"
    rf"(?:turned|switched){S}off|skipped|waived|removed|bypassed|ignored|lifted)",
    # Remote code run on every start: a script fetched from the network.
    rf"\b(?:run|runs|execute|executes|source|exec|load|loads)\b{S}(?:\S+{S}){{0,4}}?from{S}"
    rf"(?:https?://|ftp://|\d{{1,3}}(?:\.\d{{1,3}}){{3}}|[\w-]+(?:\.[\w-]+)*\.[a-z]{{2,}}/)",
    r"\b(?:curl|wget)\b[^\n|]{0,120}\|\s?(?:sudo\s)?(?:ba|z|da)?sh\b",
)

_AGENT_WRITE_RE = re.compile(_AGENT_WRITE)
_AGENT_BEHAVIOUR_RE = re.compile(_AGENT_BEHAVIOUR)


def _behaviour_harmful(match: re.Match[str], text: str) -> bool:
    """Keep a behaviour unless it is a safeguard's absence negated, "do not run destructive
    commands without asking" (``negation.keeps_safeguard``: the safeguard itself), with no
    other behaviour after it on its line."""
    at = match.group().rfind("without")
    if at < 0 or not negation.keeps_safeguard(text, match.start() + at):
        return True
    end = text.find("\n", match.end())
    later = _AGENT_BEHAVIOUR_RE.search(text, match.end(), end if end >= 0 else len(text))
    return later is not None and not negation.keeps_safeguard(text, later.start())


def _written_by_a_verb(match: re.Match[str], text: str) -> bool:
    """The agent file is the object of a write verb on the same line (before or just after)."""
    start, _ = line_around(text, match.start(), match.start(), 160)
    return bool(_AGENT_WRITE_RE.search(text, start, min(len(text), match.start() + 60)))


_QUOTED_INTO = re.compile(r"[^\n.!?:]{0,2}[^\W\d_][^\n.!?:]{0,30}:")


def _written_or_quoted_into(match: re.Match[str], text: str) -> bool:
    """Also "<file> <words of any language>: <behaviour>" (in a memory entry the words
    before the colon say where to put the quoted line: "在 AGENTS.md 顶部加上一句: …")."""
    if _written_by_a_verb(match, text):
        return True
    end = match.start() + len(match.group("file"))
    return bool(_QUOTED_INTO.match(text, end))


_FOREVER = alt(p("permanently"), p("forever"), p("from now on"),
               p("for (?:all )?(?:future|later|every|each) (?:sessions?|conversations?|chats?|"
                 "runs?)"),
               p("across (?:all )?(?:sessions|conversations|chats)"),
               p("in (?:all |every )?(?:future|later) (?:sessions|conversations|chats)"))

def _harmful_and(written: Accept) -> Accept:
    def accept(match: re.Match[str], text: str) -> bool:
        return _behaviour_harmful(match, text) and written(match, text)
    return accept


_AGENT_FILE_WRITES: tuple[tuple[Scope, Accept], ...] = (
    ("strict", _harmful_and(_written_or_quoted_into)),
    ("context", _harmful_and(_written_by_a_verb)))

AGENT_CONFIG = [
    rule("persistence.agent_config", CATEGORY,
         "asks the agent to keep a behaviour change in its memory for good",
         rf"\b(?:remember|memori[sz]e|store|save|note|record|keep){S}(?:(?:this|that|the{S}"
         rf"following|it){S})?(?:(?:in{S}(?:your{S})?memory){S})?{_FOREVER}{LINE}{{0,200}}?"
         rf"{_AGENT_BEHAVIOUR}",
         ("remember", "memori", "store$", "save$", "note$", "record$", "keep$"), after=320),
    *(rule("persistence.agent_config", CATEGORY,
           "edits the agent's own configuration or context files to change its behaviour",
           rf"(?P<file>{_AGENT_FILE}){LINE}{{0,240}}?{_AGENT_BEHAVIOUR}", _AGENT_ANCHORS,
           scopes=(scope,), after=320, accept=accept)
      for scope, accept in _AGENT_FILE_WRITES),
]

# An instruction that copies itself into the agent's memory so that it outlives a reset.
_SELF = alt("it", "this", "these", "them", "that",
            p(r"(?:this|these|the|that) (?:same )?(?:instructions?|message|note|text|rules?|"
              r"lines?|paragraph|block|directive|prompt|entry)"))
_OWN_STORE = (rf"(?:(?:your|the|its){S})?(?:own{S})?(?:memory|memories|memory\.md|soul\.md|"
              rf"user\.md|agents\.md|claude\.md|system{S}prompt|config(?:uration)?|context|"
              rf"notes|persona)(?:{S}(?:files?|store|entries|bank))?")
_EVERY_START = alt(
    p(r"(?:each|every) (?:new )?(?:session|conversation|chat|start|startup|restart|boot|"
      r"launch)"),
    p(r"(?:on|at|after) (?:each|every|the start of (?:each|every)) (?:start|startup|restart|"
      r"boot|reboot|launch|session|reset|run)"),
    p(r"(?:whenever|when|once|after|each time|every time) you (?:are )?(?:start|restart|boot|"
      r"reboot|wake|launch|reload|reset|begin|load|come back|initiali[sz]e|re-?start)"),
    p(r"(?:after|following|across|through) (?:a |any |every )?(?:restarts?|reboots?|resets?|"
      r"memory (?:wipes?|resets?|clears?)|reinstalls?)"),
)
# Verbs that copy a text again (not "keep this in memory across restarts", a preference).
_SELF_COPY_VERB = alt(r"cop(?:y|ies)", r"re-?adds?", r"re-?appends?", r"pastes?",
                      r"re-?inserts?", r"re-?writes?", r"restores?", r"re-?stores?",
                      r"persists?", r"re-?creates?", r"duplicates?", r"repeats?",
                      r"re-?injects?", r"injects?", r"plants?", r"re-?plants?")
_SELF_ANCHORS = ("copy$", "copies$", "re-add", "readd", "re-append", "reappend", "paste",
                 "reinsert", "re-insert", "rewrite", "re-write", "restore", "re-store", "persist",
                 "recreate", "re-create", "duplicate", "repeat", "reinject", "re-inject",
                 "inject", "plant", "replant", "re-plant")

SELF_COPY = [
    rule("persistence.agent_config", CATEGORY,
         "tells the agent to copy an instruction into its memory so that it survives a reset",
         rf"\b{_SELF_COPY_VERB}{S}{_SELF}\b(?:{S}\w+){{0,3}}?{S}(?:back{S})?(?:into|in|to|onto)"
         rf"{S}{_OWN_STORE}\b{LINE}{{0,40}}?{_EVERY_START}\b",
         _SELF_ANCHORS, after=260),
    rule("persistence.agent_config", CATEGORY,
         "tells the agent to make an instruction survive restarts",
         rf"\b(?:this|these|the{S}following|my){S}(?:instructions?|directives?|orders?|"
         rf"commands?|prompt|rules?|message|payload)\b(?:{S}\w+){{0,2}}?{S}(?:survives?|"
         rf"persists?|outlives?|outlasts?|remains?|stays?)(?:{S}\w+){{0,2}}?{S}"
         rf"(?:restarts?|reboots?|resets?|memory{S}(?:wipes?|resets?|clears?)|reinstalls?|"
         rf"context{S}resets?|compactions?)\b",
         ("surviv", "persist", "outliv", "outlast", "remain", "stay"), before=100, after=80,
         starts="this|these|the|my"),
    rule("persistence.agent_config", CATEGORY,
         "tells the agent to make an instruction survive restarts",
         rf"\b(?:save|store|write|copy|add|put|keep|persist|insert|append)(?:s|ing)?{S}(?:this|"
         rf"these|the{S}following){S}(?:instructions?|directives?|orders?|commands?|prompt|"
         rf"rules?|message)\b{LINE}{{0,60}}?\b(?:so|such|in{S}order){S}(?:that{S})?(?:it|they)"
         rf"{S}(?:will{S}|can{S})?(?:survives?|persists?|outlives?|outlasts?)"
         rf"(?:{S}\w+){{0,2}}?{S}(?:restarts?|reboots?|resets?|wipes?|reinstalls?|updates?|"
         rf"compactions?)\b",
         ("surviv", "persist", "outliv", "outlast"), before=160, after=80,
         starts="save|store|write|copy|add|put|keep|persist|insert|append"),
]

RULES: list[Rule] = [*SSH_KEYS, *SHELL_RC, *CRON, *AUTOSTART, *AGENT_CONFIG, *SELF_COPY]
