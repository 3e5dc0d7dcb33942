"""The words of the machine the agent runs on: its memory, files and tool configurations,
saving, editing, running and fetching, and where something set up once runs again (start-up
services, scheduled jobs, git hooks, a downloaded script piped to a shell).

Pure data, written as ``pooled`` says (stems after ``normalize``, every language in one
list).
"""

import re

MEMORY = (
    "memory", "memories", "gedächtnis", "erinnerung", "mémoire", "memoria", "memória",
    "памят", "记忆", "記憶", "メモリ", "메모리", "기억", "memory.md", "agents.md", "soul.md",
    "user.md", "claude.md", "speicherdatei",
)
"""The agent's own memory, where a behaviour planted once persists."""

SAVE = (
    "save", "remember", "store", "write", "add", "note", "record", "merk", "speicher",
    "schreib", "notier", "trag", "enregistre", "retiens", "mémorise", "note", "ajoute",
    "inscris", "guarda", "recuerda", "anota", "añade", "graba", "grave", "salve", "lembre",
    "anote", "adicione", "registre", "salva", "memorizza", "ricorda", "annota", "aggiungi",
    "registra", "сохрани", "запомни", "запиши", "добавь", "внеси", "记下", "記下", "记住",
    "記住", "保存", "写入", "寫入", "加入", "存入", "覚え", "記録", "追加", "書き込", "저장",
    "기억해", "기록", "추가",
)

EXECUTE = (
    "run", "execute", "ausführ", "führ", "starte", "exécute", "lance", "ejecut", "corre",
    "execut", "rode", "rodar", "esegu", "lancia", "avvia", "запуск", "выполн", "运行", "運行",
    "执行", "執行", "実行", "실행",
    # Colloquial Chinese: 直接跑.
    "直接跑",
)

EDIT = (
    "edit", "modify", "change", "update", "append", "add", "write", "put this", "insert",
    "bearbeit", "änder", "ergänz", "schreib", "füge", "trag", "modifie", "ajoute",
    "édite", "écris", "mets", "edita", "modifica", "añade", "agrega", "escribe", "edite",
    "altere", "adicione", "acrescent", "escreva", "aggiungi", "scrivi", "aggiorna",
    "допиши", "дополни", "измени", "отредактируй", "добавь", "впиши", "запиши", "修改",
    "追加", "加一条", "加一條", "加一句", "加一行", "加一个", "加一個", "加上", "加入", "写上",
    "寫上", "写入", "寫入", "改成",
    "編集", "追記", "書き込", "書き換え", "수정", "추가", "적어", "고쳐", "바꿔",
    # Entered, written in; written over (``OVERWRITE``).
    "eintrag", "書き加え", "書き足",
    "overwrite", "überschreib", "écrase", "sobrescrib", "sobrescrev", "sovrascriv",
    "перезапиш", "覆盖", "覆蓋", "上書き", "덮어",
    "register", "registrier", "зарегистрируй",
    "define$", "defina", "définis", "imposta", "configura",
    "escrev",
)
"""Editing a file: the agent's own memory or configuration."""

OVERWRITE = EDIT[EDIT.index("overwrite"):EDIT.index("덮어") + 1]
"""Writing over a file: the agent's memory replaced by what was fetched."""

FETCH = (
    "pull", "fetch", "download", "load", "get their", "get its", "holt", "lädt", "lädst",
    "herunterlad",
    "laden$", "abzurufen", "herunterzulad", "bezieh",
    "abruf", "télécharge", "récupère", "charge", "descarga", "obtén", "carga", "baixe",
    "baixa", "busque", "carregue", "scarica", "recupera", "carica", "скачива", "загружа",
    "забира", "получа", "下载", "下載", "拉取", "获取", "獲取", "同步", "取得", "取得して",
    "ダウンロード", "読み込", "내려받", "다운로드", "가져와", "받아",
    "va chercher", "allez chercher", "vai buscar", "buscar$", "busca$", "ve a buscar",
    "descarg", "télécharg", "scaric",
    "vá buscar", "vai a prendere", "prendi$",
)
"""Fetching: a rule list downloaded at each start."""

REVERSE_SHELL = re.compile(
    r"reverse[ -]?shell|bind[ -]?shell|shell revers|shell invers|reverse-shell|"
    r"обратн\w* (?:шелл|shell|оболочк)|反弹 ?shell|反彈 ?shell|反向 ?shell|リバースシェル|"
    r"리버스 ?(?:셸|쉘)|"
    r"\b\d{1,3}(?:\.\d{1,3}){3}:\d{2,5}\b|\b(?:s?ftp|scp|tftp)://|"
    # A web shell: by name, or a page that runs what a request's parameter says.
    r"web ?shell|веб-? ?шелл|ウェブシェル|webシェル|웹 ?[셸쉘]|网页后门|網頁後門|"
    r"\b(?:system|shell_exec|passthru|exec|popen|proc_open|eval|assert)\s?\(\s?"
    r"(?:base64_decode\()?\$_(?:get|post|request|cookie)\b")
"""What a start-up service must not run: a shell for someone else, an upload."""

AGENT_FILE_NAMES = ("memory.md", "user.md", "soul.md", "agents.md", "claude.md",
                    ".cursorrules", "cursorrules",
                    # The agent's MCP server configuration.
                    "mcp.json", "mcp_servers", "mcpservers", "mcp-konfiguration", "mcp server",
                    "mcp-server", "mcp 配置", "mcp配置", "mcp 設定", "mcp設定", "mcpの設定",
                    "mcp 설정", "mcp설정",
                    # The agent's settings (its hooks and tool allow-lists) and its skills.
                    "claude/settings", "settings.local.json", "claude_desktop_config",
                    "skill.md", "gemini.md", "copilot-instructions", "windsurfrules",
                    "clinerules")
"""The agent's own files, where a behaviour planted once persists."""

SETUP = (
    "set up", "setup", "create", "install", "configure", "schedule", "register", "richte",
    "leg$", "lege$", "legen sie", "anleg",
    "erstell", "installier", "konfigurier", "plane", "crée", "créez", "installe",
    "configure", "programme", "planifie", "crea$", "creá", "configura", "programa",
    "instala", "crie", "instale", "configure", "agende", "crea", "installa", "pianifica",
    "создай", "настрой", "установи", "запланируй", "добавь", "创建", "建立", "设置", "設置",
    "配置", "安装", "安裝", "设定", "作って", "作成", "設定", "登録", "インストール", "添加",
    "新增",
    "만들어", "설치", "등록", "설정",
    "coloca", "coloque", "mete$", "metti", "pon$", "ponga$",
    # A file copied or put into the place that runs it (a Startup folder, a web root).
    "copy", "copie", "copia", "kopier", "put$", "drop$", "скопируй", "положи", "помести",
    "复制", "複製",
    "放进", "放進", "放到", "コピー", "置いて", "복사", "仕込",
)
"""Setting a service or a scheduled job up."""

AUTOSTART_PLACES = ("systemd", "systemctl", "launchagents", "launchdaemons", "launchd",
                    "rc.local", "autostart", "init.d")
CRON_PLACES = ("crontab", "cron$", "cronjob", "schtasks", "定时任务", "定時任務", "计划任务",
               "計劃任務", "定期実行", "定期ジョブ", "예약 작업")
"""Where something set up once runs again and again: start-up services, scheduled jobs."""
GIT_HOOKS = (".git/hooks", "git/hooks", "hooks/", "githooks", "hookspath", "git hook", "hook git",
             "hook de git", "hook do git", "hook di git", "git 钩子", "git 鉤子", "git フック",
             "git 훅", "pre-commit", "post-commit", "pre-push", "post-checkout", "post-merge",
             "pre-receive", "post-receive", "post-rewrite", "prepare-commit-msg", "commit-msg")
"""Git hooks, by place or by name: scripts git runs on every commit, push or checkout."""

ALL_COMMANDS = re.compile(
    r"(?:任何|所有|全部|一切|什么|什麼|每个|每個|每一个|每一個)的?(?:shell ?)?"
    r"(?:命令|指令|脚本|腳本)"
    r"|(?:命令|指令)(?:都|全都|全部|一律)|(?:すべて|全て|全部|どんな)の?(?:コマンド|スクリプト)"
    r"|コマンド(?:は|を)?(?:全部|すべて|全て)|(?:모든|어떤|무슨) (?:명령|스크립트)"
    r"|명령(?:은|을|들은|들을)? ?"
    r"(?:전부|모두|다)|\b(?:any|every|all) (?:shell )?(?:commands?|scripts?)\b")
"""Every command, whatever it is: "什么命令都", "コマンドは全部", "모든 명령", "any command"."""

AGENT_CONFIGS = ("mcp", "mcp.json", "mcpservers", "settings.json")
"""Tool configurations of the agent (an MCP server list), where approval can be waved away
for good."""

OUTSIDE_SCRIPT = (
    "external script", "remote script", "outside script", "externes skript",
    "externe skript", "externen skript", "script externe", "script distant", "script externo",
    "script remoto", "script esterno", "внешний скрипт", "внешнего скрипта", "удалённый скрипт",
    "удаленный скрипт", "外部脚本", "外部腳本", "远程脚本", "遠端腳本", "外部スクリプト",
    "リモートスクリプト", "외부 스크립트", "원격 스크립트",
)
"""A script from elsewhere, said in prose: what a place that runs again must not run."""

PIPED_TO_SHELL = re.compile(r"\|\s?(?:sudo )?(?:ba|z|da)?sh\b|\|\s?(?:iex|invoke-expression)\b|"
                            r"\biex\s?\(")
"""A pipe into a shell: after a download, the downloaded script run (PowerShell's
``Invoke-Expression``, ``| iex`` or ``iex (…DownloadString(…))``, as well)."""

DOWNLOADERS = ("curl", "wget")
"""Commands that fetch a script (the anchor of a piped download: rarer than "run")."""

FETCH_RULES = ("download", "fetch", "télécharge", "récupère", "va chercher", "allez chercher",
               "descarg", "baixe", "baixa", "busque", "busca$", "buscar$", "vai buscar",
               "vá buscar", "ve a buscar", "scaric", "recupera", "vai a prendere")
"""Fetching from outside, as the anchor of a rule ("load", "pull" or "get" would wake it on
most English texts)."""
