"""A stand-in for ByteRover's ``brv`` CLI, for tests: installed as ``brv`` on PATH, it
answers ``query`` and ``curate`` the way byterover-cli 3.14 does with ``--format json``
(one JSON object per line, exit 0 on failure too, failures as ``success: false``), with
its context tree kept as lines of a file in the folder it runs in. It stands in for
what the real CLI needs and this machine does not reach: ByteRover's servers and an LLM.

Every call appends ``{"argv", "cwd", "autoupdate_off"}`` to ``$BRV_STANDIN_LOG``.
``$BRV_STANDIN_MODE`` picks a behaviour: ``ok`` (the default), ``no-provider`` (the real
CLI's answer when no LLM provider is connected), ``hang`` (never answers, with a child
process holding its output open), ``garbage`` (not JSON), ``daemon-down`` (the real CLI's
answer when its daemon cannot start, after leaving the daemon's log line as the real one
does in ``$BRV_DATA_DIR/logs``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

TREE = Path(".brv") / "standin-tree.jsonl"
NO_PROVIDER = ('No provider connected. Run "brv providers connect byterover" to use the free '
               'built-in provider, or connect another provider.')
DAEMON_DOWN = ("Failed to connect to the daemon.\nPort: 59237\n⚠️  Sandbox network restriction "
               "detected (IDE sandbox).\n\nPlease allow network access in the sandbox and "
               "retry the command.")
FATAL = ("2026-12-02 01:42:10.362 [Daemon] Fatal startup error: ❌ Network error: Unable to "
         "connect to ByteRover servers. Please check your internet connection and try again.")


def say(command: str, data: dict[str, object], success: bool = True) -> None:
    print(json.dumps({"command": command, "data": data, "success": success,
                      "timestamp": "2026-12-02T01:43:14.333Z"}), flush=True)


def words(text: str) -> set[str]:
    return {w.strip(".,?!").lower() for w in text.split() if len(w.strip(".,?!")) > 3}


def main(argv: list[str]) -> int:
    with open(os.environ["BRV_STANDIN_LOG"], "a", encoding="utf-8") as log:
        log.write(json.dumps({"argv": argv, "cwd": os.getcwd(), "pid": os.getpid(),
                              "autoupdate_off": os.environ.get("BRV_DISABLE_AUTOUPDATE")})
                  + "\n")
    mode = os.environ.get("BRV_STANDIN_MODE", "ok")
    command, rest = argv[0], argv[1:]
    text = " ".join(rest[rest.index("--") + 1:]) if "--" in rest else ""
    if "--timeout" in rest[:rest.index("--")] and not (
            (wait := rest[rest.index("--timeout") + 1]).isdigit() and int(wait) >= 10):
        print(f" ›   Error: Parsing --timeout \n ›   \tExpected an integer greater than or "
              f"equal to 10 but received: {wait}\n ›   See more help with --help",
              file=sys.stderr)
        return 2
    if mode == "hang":
        subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
        time.sleep(60)
    if mode == "garbage":
        print("  ____        _       ____\n | __ ) _   _| |_ ___|  _ \\ (not json)")
        return 2
    if mode == "daemon-down":
        logs = Path(os.environ["BRV_DATA_DIR"]) / "logs"
        logs.mkdir(parents=True, exist_ok=True)
        (logs / "server-2026-12-02T01-42-07.log").write_text(
            "2026-12-02 01:42:07.109 [Daemon] Starting daemon...\n" + FATAL + "\n", "utf-8")
        say(command, {"error": DAEMON_DOWN}, success=False)
        return 0
    if mode == "no-provider":
        say(command, {"error": NO_PROVIDER, "status": "error"}, success=False)
        return 0
    task = str(uuid.uuid4())
    if command == "curate":
        TREE.parent.mkdir(exist_ok=True)
        with TREE.open("a", encoding="utf-8") as tree:
            tree.write(json.dumps(text) + "\n")
        say("curate", {"logId": "cur-1", "message": "Context queued for processing",
                       "status": "queued", "taskId": task})
        return 0
    known = [json.loads(line) for line in TREE.read_text("utf-8").splitlines()] \
        if TREE.exists() else []
    found = [k for k in known if words(k) & words(text)]
    answer = "\n".join(found) if found else (
        f'**Summary**: No matching knowledge found for "{text}".\n\n**Details**: The topic '
        "does not appear to be covered in the context tree.")
    answer += "\n\n---\nSource: ByteRover Knowledge Base"
    say("query", {"content": answer, "event": "response", "taskId": task})
    matched = [{"path": f"project/turns/turn_{i}.md", "score": 0.8, "title": f"turn_{i}"}
               for i, _ in enumerate(found)]
    say("query", {"durationMs": 12, "event": "completed", "matchedDocs": matched,
                  "result": answer, "status": "completed", "taskId": task, "tier": 2,
                  "topScore": 0.8 if found else 0})
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
