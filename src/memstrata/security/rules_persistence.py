"""Persistence and backdoor rules: SSH keys, shell start-up files, cron and other autostarts,
and edits of the agent's own configuration or context files that change how it behaves.

Pure. Ids (see the table in ``memstrata.security.scanner``): ``persistence.ssh_keys``,
``persistence.shell_rc``, ``persistence.cron``, ``persistence.autostart``,
``persistence.agent_config``.

Scope differences: a ``context`` file (README, AGENTS.md) may document ordinary set-up
("append your public key to ~/.ssh/authorized_keys on the server", "add
`eval "$(direnv hook zsh)"` to ~/.zshrc", "run crontab -e"); there a write is blocked only
when it carries a payload (a literal key, a download, a reverse shell, a hijacked proxy or
base URL). In ``strict`` scope (memory and skills, which the agent replays as instructions)
any command that writes to ``authorized_keys``, ``~/.ssh`` or a shell start-up file is
blocked, payload or not.
"""

from __future__ import annotations

from memstrata.security.engine import Rule, rule
from memstrata.security.findings import Scope
from memstrata.security.grammar import DOWNLOAD_OR_SHELL, LINE, S, alt, gap, p

CATEGORY = "persistence"

_WRITE_VERB = alt(r"add", r"append", r"insert", r"put", r"write", r"place", r"inject",
                  r"prepend", r"echo", r"copy", r"cp", r"install", r"plant", r"drop",
                  r"upload", r"paste", r"store", r"save", r"include", r"register")
_WRITE_ANCHORS = ("add", "append", "insert", "put", "write", "place", "inject", "prepend",
                  "echo", "copy", "cp", "install", "plant", "drop", "upload", "paste",
                  "store", "save", "include", "register")
_INTO = alt("to", "into", "in", "inside", "onto", p(r"at the (?:end|top|bottom) of"))
_REDIRECT = r"(?:>>?|\btee(?: -a| --append)?|\bsed -i[^\n]{0,80}?|\bcp\b[^\n]{0,80}?|" \
            r"\bmv\b[^\n]{0,80}?|\bln -sf?\b[^\n]{0,80}?|\bcat\b[^\n]{0,40}?>>?)\s?[\"']?"

_SSH_TARGET = r"(?:~|\$home|/root|/home/[\w.-]+)?/?\.ssh/(?:authorized_keys2?|config|rc)\b" \
              r"|authorized_keys2?\b|(?:~|\$home|/root|/home/[\w.-]+)/\.ssh/?(?![\w.-])"
_PUBLIC_KEY = r"(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com) " \
              r"aaaa[0-9a-z+/]{8,}"

SSH_KEYS = [
    rule("persistence.ssh_keys", CATEGORY,
         "plants an SSH key or command for remote access",
         rf"{_PUBLIC_KEY}[^\n]{{0,300}}?{_SSH_TARGET}|{_SSH_TARGET}[^\n]{{0,300}}?{_PUBLIC_KEY}",
         ("ssh", "ecdsa", "sk", "authorized_keys", "home", "root"), before=320, after=700),
    rule("persistence.ssh_keys", CATEGORY,
         "plants an SSH key or command for remote access",
         rf"(?:curl|wget)\b{LINE}{{0,300}}?(?:>>?|-o|--output|\|\s?tee(?: -a)?)\s?[\"']?"
         rf"{_SSH_TARGET}", ("curl", "wget"), after=500),
    rule("persistence.ssh_keys", CATEGORY,
         "adds a command to SSH configuration that runs on connect",
         r"\b(?:proxycommand|localcommand|permitlocalcommand\s?=?\s?yes)\b[^\n]{0,200}?"
         r"(?:curl|wget|\bnc\b|bash|sh -c|/dev/tcp|python|perl|base64)",
         ("proxycommand", "localcommand", "permitlocalcommand"), after=260),
    rule("persistence.ssh_keys", CATEGORY,
         "writes to authorized_keys or ~/.ssh",
         rf"{_REDIRECT}{_SSH_TARGET}", ("tee", "sed", "cp", "mv", "ln", "cat", "echo"),
         scopes=("strict",), before=320, after=260),
    rule("persistence.ssh_keys", CATEGORY,
         "writes to authorized_keys or ~/.ssh",
         rf">>?\s?[\"']?(?:{_SSH_TARGET})", ("authorized_keys", "home", "root"),
         scopes=("strict",), before=60, after=80),
    rule("persistence.ssh_keys", CATEGORY,
         "tells the agent to add a key to authorized_keys or ~/.ssh",
         rf"\b{_WRITE_VERB}\b{S}{gap(8)}{_INTO}{S}(?:the{S}|your{S}|their{S})?(?:\w+{S})?"
         rf"(?:{_SSH_TARGET}|ssh{S}(?:folder|directory|dir))",
         _WRITE_ANCHORS, scopes=("strict",), after=260),
]

_RC_FILE = alt(
    r"(?:~/|\$home/|/root/|/home/[\w.-]+/)?\.(?:bashrc|bash_profile|bash_login|bash_logout|"
    r"profile|zshrc|zshenv|zprofile|zlogin|zlogout|kshrc|cshrc|tcshrc|xinitrc|xprofile|"
    r"xsessionrc|inputrc)\b",
    r"/etc/(?:profile|bash\.bashrc|environment|zsh/zshrc|profile\.d/[\w.-]+)",
    r"config\.fish\b", r"\$profile\b", r"microsoft\.powershell_profile\.ps1",
)
_RC_ANCHORS = ("bashrc", "bash_profile", "bash_login", "bash_logout", "profile", "zshrc",
               "zshenv", "zprofile", "zlogin", "zlogout", "kshrc", "cshrc", "tcshrc",
               "xinitrc", "xprofile", "xsessionrc", "inputrc", "etc", "config.fish",
               "microsoft.powershell_profile")


def _with_payload(core: str, payload: str = DOWNLOAD_OR_SHELL) -> str:
    """``core`` with a payload (a download, a shell) on the same line, before or after it."""
    return rf"{core}{LINE}{{0,300}}?{payload}|{payload}{LINE}{{0,300}}?{core}"


def _rc_rules(scope: Scope, *, redirect_needs_payload: bool) -> list[Rule]:
    reason = "makes a shell start-up file run something on every login"
    redirect = rf"{_REDIRECT}{_RC_FILE}"
    imperative = (rf"\b{_WRITE_VERB}\b{S}{gap(10)}{_INTO}{S}(?:the{S}(?:end{S}of{S})?|"
                  rf"your{S}|their{S})?(?:\w+{S})?{_RC_FILE}")
    return [
        rule("persistence.shell_rc", CATEGORY, reason,
             _with_payload(redirect) if redirect_needs_payload else redirect, _RC_ANCHORS,
             scopes=(scope,), before=420, after=420),
        rule("persistence.shell_rc", CATEGORY, reason, _with_payload(imperative), _RC_ANCHORS,
             scopes=(scope,), before=420, after=420),
    ]


SHELL_RC = [*_rc_rules("strict", redirect_needs_payload=False),
            *_rc_rules("context", redirect_needs_payload=True)]

_CRON_WRITE = alt(
    r"\bcrontab\b(?: -[a-z])*(?: -| [\w./~-]+)?", r"/etc/cron[\w./-]*", r"/var/spool/cron",
    r"@reboot", r"\bschtasks(?:\.exe)? /create\b",
    rf"\b(?:add|create|install|schedule|set up|setup|register|write|insert|put)\b{S}{gap(3)}"
    rf"(?:cron{S}?jobs?|crontab{S}(?:entry|line|job)|cron{S}entry|scheduled{S}task|"
    rf"systemd{S}timer)",
)
_CRON_PAYLOAD = alt(DOWNLOAD_OR_SHELL, r"https?://", r"\bscp\b", r"\brsync\b",
                    r"\bupload", r"\bexfiltrat", r"\bsend\b", r"\bpost\b", r"\.ssh\b")
_PAYLOAD_ANCHORS = ("curl", "wget", "nc", "ncat", "netcat", "socat", "dev", "bash", "sh",
                    "zsh", "base64", "python", "perl", "ruby", "php", "mkfifo", "nohup",
                    "powershell", "iex", "downloadstring", "tmp", "authorized_keys",
                    "ld_preload", "dyld", "prompt_command", "alias", "http", "scp", "rsync",
                    "upload", "exfiltrat", "send", "post", "ssh")
_SCHEDULE = (r"(?<![\w*/])(?:\*|\d{1,2})(?:/\d{1,2})?"
             r"(?: (?:\*|\d{1,2}(?:[,-]\d{1,2})*)(?:/\d{1,2})?){4} ")

CRON = [
    rule("persistence.cron", CATEGORY, "schedules a download or remote command with cron",
         _with_payload(_CRON_WRITE, _CRON_PAYLOAD),
         ("crontab", "cron", "etc", "var", "reboot", "schtasks", "scheduled", "systemd"),
         before=420, after=420),
    rule("persistence.cron", CATEGORY, "schedules a download or remote command with cron",
         rf"{_SCHEDULE}{LINE}{{0,300}}?{_CRON_PAYLOAD}", _PAYLOAD_ANCHORS, before=340,
         after=60),
    rule("persistence.cron", CATEGORY, "rewrites the crontab",
         r"\|\s?crontab(?: -u \w+)? -(?!\w)|@reboot\b",
         ("crontab", "reboot"), scopes=("strict",), before=8, after=40),
]

_AUTOSTART = alt(
    r"/etc/systemd/system/[\w@.-]+", r"\.config/systemd/user\b", r"\bsystemd\b",
    r"library/launch(?:agents|daemons)", r"\blaunch ?(?:agent|daemon)s?\b", r"/etc/rc\.local",
    r"/etc/init\.d/", r"currentversion\\\\?run", r"\bstartup folder\b",
    r"\\startup\b", r"\.config/autostart", r"\bwmic\b[^\n]{0,40}startup",
)

AUTOSTART = [
    rule("persistence.autostart", CATEGORY,
         "installs a service or login item that downloads or opens a remote shell",
         _with_payload(_AUTOSTART, _CRON_PAYLOAD),
         ("etc", "systemd", "library", "launch", "currentversion", "startup", "autostart",
          "wmic"), before=420, after=420),
]

_AGENT_FILE = alt(
    r"soul\.md", r"memory\.md", r"user\.md", r"agents\.md", r"claude\.md", r"gemini\.md",
    r"\.cursorrules", r"\.windsurfrules", r"\.clinerules", r"copilot-instructions\.md",
    r"\.memstrata\b[\w./-]*", r"memstrata (?:config|settings)",
    rf"(?:your|the agent's|its|the assistant's){S}(?:own{S})?(?:config(?:uration)?(?:{S}file)?|"
    rf"settings|system{S}prompt|prompt{S}file|memory(?:{S}files?)?|instructions{S}file|"
    rf"persona|soul|rules{S}file|context{S}files?|guardrails|policy{S}file)",
)
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
    rf"\b(?:never|don't|do{S}not){S}(?:ask|tell|mention|warn|confirm|refuse|question|report|"
    r"flag|block|scan)", r"\byolo\b", r"\bunrestricted\b", rf"\bno{S}restrictions",
    r"\b(?:scan\w*|secur\w*|safety|sandbox|approvals?|guard\w*|confirm\w*|threat\w*)\s?"
    r"[:=]\s?(?:false|off|no|none|0|disabled?)\b",
    r"\bobey\b", rf"\btrust{S}(?:all|any|every|this|me|the{S}following|instructions|"
    r"commands|messages)", r"\bsecretly\b", r"\bsilently\b", r"\bquietly\b",
    r"\bcovertly\b", r"\bexfiltrat",
    rf"\b(?:scanning|scanner|security|safety){S}(?:checks{S})?(?:is{S}|are{S})?(?:now{S})?"
    r"(?:disabled|off|optional|unnecessary|not needed|turned off)",
)

AGENT_CONFIG = [
    rule("persistence.agent_config", CATEGORY,
         "edits the agent's own configuration or context files to change its behaviour",
         rf"{_AGENT_WRITE}{LINE}{{0,160}}?{_AGENT_FILE}{LINE}{{0,240}}?{_AGENT_BEHAVIOUR}|"
         rf"{_AGENT_FILE}{LINE}{{0,40}}?{_AGENT_WRITE}{LINE}{{0,240}}?{_AGENT_BEHAVIOUR}",
         ("soul", "memory", "user", "agents", "claude", "gemini", "cursorrules",
          "windsurfrules", "clinerules", "copilot-instructions", "memstrata", "config",
          "settings", "system", "prompt", "instructions", "persona", "rules", "context",
          "guardrails", "policy"), before=200, after=320),
]

RULES: list[Rule] = [*SSH_KEYS, *SHELL_RC, *CRON, *AUTOSTART, *AGENT_CONFIG]
