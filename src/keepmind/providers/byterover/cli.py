"""Running ByteRover's ``brv`` CLI: one command, bounded in time and output, its JSON
answer read back.

``brv`` (npm ``byterover-cli``) is a Node program; every command it runs goes through its
daemon (``brv-server``), which the CLI starts on first use. With ``--format json`` a
command prints one JSON object per line (``command``, ``data``, ``success``,
``timestamp``) and exits 0 whether it succeeded or not: failures are ``success: false``
with ``data.error`` or ``data.message``. A daemon that could not start leaves a
``Fatal startup error:`` line in the newest ``<data dir>/logs/server-*.log``, the data dir
being ``$BRV_DATA_DIR``, else ``$XDG_DATA_HOME/brv``, else ``~/.local/share/brv``.

Invariants:
- A command runs with stdin closed, in its own session (a timeout kills it and whatever
  it started in its group, never the daemon, which detaches into a session of its own),
  for at most ``timeout`` seconds; at most ``MAX_OUTPUT`` bytes of each stream are kept.
- Flags go before ``--`` and user text after it, so text starting with ``-`` is never
  read as a flag.
- ``BRV_DISABLE_AUTOUPDATE`` is set for every command: a recall never updates the CLI.
- Every failure is a ProviderError naming the command; with the daemon's last start
  failure appended when its log has one. Nothing here reads the process environment:
  the environment is handed in (``probe`` alone looks where ``shutil.which`` and
  ``Path.home`` look).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from keepmind.errors import ProviderError

MAX_OUTPUT = 1_000_000
MAX_SHOWN = 300
_LOG_TAIL = 8_000
_FATAL = "Fatal startup error:"
_DRAIN_WAIT = 2.0


def resolve(program: str, env: Mapping[str, str]) -> str:
    """The absolute path of ``program`` (a name looked up on ``env``'s PATH, or a path),
    '' when there is no such executable."""
    found = shutil.which(program, path=env.get("PATH", os.defpath))
    return str(Path(found).resolve()) if found else ""


def missing(program: str, env: Mapping[str, str]) -> str:
    """'' when ``program`` and the ``node`` it runs on are found, else what is missing."""
    path = resolve(program, env)
    if not path:
        return f"{program} is not found (npm install -g byterover-cli, or set providers." \
               "byterover.command to its path)"
    if not resolve("node", _with_program_dir(env, path)):
        return "node is not on PATH (ByteRover's CLI is a Node.js program)"
    return ""


def data_dir(env: Mapping[str, str]) -> Path | None:
    """Where ``brv`` keeps its global data (its daemon's logs among them), as it finds it;
    None without a home to find it in."""
    if env.get("BRV_DATA_DIR"):
        return Path(env["BRV_DATA_DIR"])
    if env.get("XDG_DATA_HOME"):
        return Path(env["XDG_DATA_HOME"]) / "brv"
    return Path(env["HOME"]) / ".local" / "share" / "brv" if env.get("HOME") else None


def daemon_failure(env: Mapping[str, str]) -> str:
    """The error the daemon's newest log ends its start-up with, '' when that log shows
    none (or there is no log). Reads one file's tail; never raises."""
    root = data_dir(env)
    try:
        logs = sorted((root / "logs").glob("server-*.log")) if root else []
        if not logs:
            return ""
        with logs[-1].open("rb") as handle:
            handle.seek(max(0, logs[-1].stat().st_size - _LOG_TAIL))
            tail = handle.read().decode("utf-8", "replace")
    except OSError:
        return ""
    lines = [line for line in tail.splitlines() if _FATAL in line]
    return lines[-1].split(_FATAL, 1)[1].strip()[:MAX_SHOWN] if lines else ""


def probe() -> str:
    """``missing`` for ``brv`` on this process's PATH (found as ``shutil.which`` finds
    it), or the failure its daemon's newest log under the user's home ends with: what
    ``keepmind memory setup --list`` shows. Reads no more than one log's tail."""
    if not shutil.which("brv"):
        return ("brv is not on PATH (npm install -g byterover-cli; a providers.byterover."
                "command path is checked by keepmind memory status)")
    if not shutil.which("node"):
        return "node is not on PATH (ByteRover's CLI is a Node.js program)"
    failure = daemon_failure({"HOME": str(Path.home())})
    return f"brv is installed, but its daemon's last start failed: {failure}" if failure else ""


@dataclass(frozen=True)
class Finished:
    """What a command left: exit code (None when it was killed at its timeout) and the
    kept part of its output."""

    returncode: int | None
    stdout: str
    stderr: str


def _with_program_dir(env: Mapping[str, str], program: str) -> dict[str, str]:
    """``env`` with the program's folder first on PATH: the CLI starts its daemon by
    running ``brv`` and its ``node`` by name."""
    folder = str(Path(program).parent)
    return {**env, "PATH": os.pathsep.join([folder, env.get("PATH", os.defpath)])}


def _drain(stream: Any, kept: bytearray) -> None:
    while chunk := stream.read(65_536):
        room = MAX_OUTPUT - len(kept)
        if room > 0:
            kept.extend(chunk[:room])


def run(argv: Sequence[str], *, cwd: Path, env: Mapping[str, str], timeout: float) -> Finished:
    """Run ``argv`` (stdin closed, own session) for at most ``timeout`` seconds. Raises
    OSError when it cannot be started."""
    process = subprocess.Popen(list(argv), cwd=cwd, env=dict(env), stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               start_new_session=True)
    kept = (bytearray(), bytearray())
    readers = [threading.Thread(target=_drain, args=(stream, buffer), daemon=True)
               for stream, buffer in zip((process.stdout, process.stderr), kept, strict=True)]
    for reader in readers:
        reader.start()
    returncode: int | None
    try:
        returncode = process.wait(timeout)
    except subprocess.TimeoutExpired:
        returncode = None
        with contextlib.suppress(ProcessLookupError):  # it ended as the time ran out
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()
    for reader in readers:  # a grandchild holding a pipe open must not hold us
        reader.join(_DRAIN_WAIT)
    for stream in (process.stdout, process.stderr):
        if stream is not None:
            stream.close()
    return Finished(returncode, kept[0].decode("utf-8", "replace"),
                    kept[1].decode("utf-8", "replace"))


class Brv:
    """One ``brv`` program run in one project folder with one environment."""

    def __init__(self, program: str, project: Path, env: Mapping[str, str]) -> None:
        self.program = program
        self.project = project
        self.env = {**env, "BRV_DISABLE_AUTOUPDATE": "1"}

    def missing(self) -> str:
        return missing(self.program, self.env)

    def call(self, command: str, flags: Sequence[str], text: str, timeout: float
             ) -> dict[str, Any]:
        """``brv COMMAND FLAGS --format json -- TEXT``: the ``data`` of its final JSON
        answer. Raises ProviderError when the program is missing, does not finish within
        ``timeout``, answers no JSON, or answers ``success: false``."""
        path = resolve(self.program, self.env)
        if not path:
            raise ProviderError(f"byterover: {missing(self.program, self.env)}")
        self.project.mkdir(parents=True, exist_ok=True)
        argv = [path, command, *flags, "--format", "json", "--", text]
        try:
            done = run(argv, cwd=self.project, env=_with_program_dir(self.env, path),
                       timeout=timeout)
        except OSError as exc:
            raise ProviderError(f"byterover: brv {command} cannot be started: {exc}") from exc
        if done.returncode is None:
            raise self._failed(command, f"did not answer within {timeout:g}s")
        answer = _final_answer(done.stdout, command)
        if answer is None:
            said = (done.stdout.strip() or done.stderr.strip())[-MAX_SHOWN:]
            raise self._failed(command, f"answered no JSON (exit {done.returncode}): "
                                        f"{said or 'nothing'}")
        data = answer.get("data")
        data = data if isinstance(data, dict) else {}
        if answer.get("success") is not True:
            reason = data.get("error") or data.get("message") or "no reason given"
            raise self._failed(command, f"failed: {str(reason)[:MAX_SHOWN]}")
        return data

    def _failed(self, command: str, what: str) -> ProviderError:
        failure = daemon_failure(self.env)
        why = f" (its daemon's last start failed: {failure})" if failure else ""
        return ProviderError(f"byterover: brv {command} {what}{why}")


def _final_answer(stdout: str, command: str) -> dict[str, Any] | None:
    """The last JSON object of ``command`` in ``stdout`` (one per line), None if none."""
    found: dict[str, Any] | None = None
    for line in stdout.splitlines():
        try:
            value = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(value, dict) and value.get("command") == command:
            found = value
    return found
