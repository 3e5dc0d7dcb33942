"""``keepmind memory add --accept``, ``memory accept`` and ``memory accepted`` through the
real entry point: a person at a real pseudo-terminal can accept named findings; a pipe
(what an agent running shell commands has) is refused; no tool schema the model sees
offers an acceptance."""

from __future__ import annotations

import json
import os
import pty
import select
import subprocess
import sys
import time
from dataclasses import dataclass, fields
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

import keepmind
from keepmind.cli.main import main
from keepmind.core_tools import CORE_SPECS
from keepmind.memory import Edit
from keepmind.memory.acceptances import os_user
from keepmind.memory.entries import DELIMITER
from mcp_harness import run, stdio_client
from test_memory_acceptance import TALK, TALK_IDS, TIP, TIP_IDS

CLI = [sys.executable, "-m", "keepmind.cli.main"]
NO_TERMINAL = "accepting a finding needs a person at a terminal"
DEADLINE = 60.0


def _env(home: Path) -> dict[str, str]:
    src = str(Path(keepmind.__file__).resolve().parents[1])
    return {**os.environ, "KEEPMIND_HOME": str(home),
            "PYTHONPATH": os.pathsep.join([src, os.environ.get("PYTHONPATH", "")])}


@dataclass
class Ran:
    code: int
    out: str


def at_terminal(home: Path, *args: str, answer: str = "accept") -> Ran:
    """Run the CLI with a pseudo-terminal as its stdin, stdout and stderr; type ``answer``
    when it asks for the confirmation word. Bounded by DEADLINE."""
    pid, fd = pty.fork()
    if pid == 0:  # the child: exec at once, nothing else
        os.execve(sys.executable, [*CLI, *args], _env(home))
    out, sent, end = b"", False, time.monotonic() + DEADLINE
    try:
        while time.monotonic() < end:
            ready, _, _ = select.select([fd], [], [], max(0.0, end - time.monotonic()))
            if not ready:
                break
            try:
                chunk = os.read(fd, 4096)
            except OSError:  # the child closed the terminal (EIO on Linux)
                break
            if not chunk:
                break
            out += chunk
            if not sent and b'Type "accept"' in out:
                os.write(fd, answer.encode() + b"\n")
                sent = True
    finally:
        os.close(fd)
    _, status = os.waitpid(pid, 0)
    return Ran(os.waitstatus_to_exitcode(status), out.decode("utf-8", "replace"))


def through_pipe(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*CLI, *args], input="accept\n", capture_output=True, text=True,
                          env=_env(home), timeout=DEADLINE, check=False)


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_person_at_a_terminal_adds_a_blocked_note(
        isolated_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ran = at_terminal(isolated_home, "memory", "add", TALK, "--accept", TALK_IDS[0])
    assert ran.code == 0, ran.out
    assert "injection.ignore_previous: tells the model to override" in ran.out
    assert "accepted injection.ignore_previous for this exact text" in ran.out
    code, out, _ = cli(capsys, "memory", "show")
    today = datetime.now(UTC).date().isoformat()
    assert code == 0 and TALK in out and "[BLOCKED" not in out
    assert f"accepted: injection.ignore_previous by {os_user()} on {today}" in out
    code, out, _ = cli(capsys, "memory", "log")
    assert "memory add (accepted injection.ignore_previous) [cli]" in out
    code, out, _ = cli(capsys, "memory", "accepted", "--json")
    [row] = json.loads(out)
    assert row["ids"] == TALK_IDS and row["in_store"] and row["by"] == os_user()
    assert cli(capsys, "memory", "undo")[0] == 0
    code, out, _ = cli(capsys, "memory", "accepted")
    assert out.strip() == "(no accepted findings)"
    assert cli(capsys, "memory", "show", "--json")[1].count(TALK) == 0


def test_a_pipe_is_refused_and_nothing_is_written(isolated_home: Path) -> None:
    done = through_pipe(isolated_home, "memory", "add", TALK, "--accept", TALK_IDS[0])
    assert done.returncode == 1 and NO_TERMINAL in done.stderr
    done = through_pipe(isolated_home, "memory", "accept", "talk", "--accept", TALK_IDS[0])
    assert done.returncode == 1 and NO_TERMINAL in done.stderr
    memories = isolated_home / "memories"
    assert not (memories / "MEMORY.md").exists() and not (memories / "accepted.json").exists()


def test_a_wrong_confirmation_accepts_nothing(isolated_home: Path) -> None:
    ran = at_terminal(isolated_home, "memory", "add", TALK, "--accept", TALK_IDS[0],
                      answer="yes")
    assert ran.code == 1 and "nothing was accepted or written" in ran.out
    assert not (isolated_home / "memories" / "MEMORY.md").exists()


def test_an_id_the_scan_did_not_report_is_an_error(isolated_home: Path) -> None:
    ran = at_terminal(isolated_home, "memory", "add", TALK, "--accept",
                      "injection.ignore_previous,exfil.send_context")
    assert ran.code == 1 and "did not report exfil.send_context" in ran.out
    assert 'Type "accept"' not in ran.out


def test_a_hand_written_entry_is_accepted_only_with_every_finding_named(
        isolated_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli(capsys, "memory", "add", "Repo uses uv")
    (isolated_home / "memories" / "MEMORY.md").write_text(
        "Repo uses uv" + DELIMITER + TIP, "utf-8")
    assert "[BLOCKED" in cli(capsys, "memory", "show")[1]
    ran = at_terminal(isolated_home, "memory", "accept", "Security tip", "--accept",
                      TIP_IDS[0])
    assert ran.code == 1 and "hijack.reveal_prompt still block" in ran.out
    ran = at_terminal(isolated_home, "memory", "accept", "Security tip", "--accept",
                      TIP_IDS[0], "--accept", TIP_IDS[1], "--json")
    assert ran.code == 0, ran.out
    result = json.loads(ran.out[ran.out.index("{"):])
    assert result["action"] == "accept" and result["accepted"] == TIP_IDS
    code, out, _ = cli(capsys, "memory", "show")
    assert TIP in out and "[BLOCKED" not in out
    log = cli(capsys, "memory", "log")[1].splitlines()[-1]
    assert "memory accept (accepted injection.ignore_previous, hijack.reveal_prompt)" in log
    assert log.endswith(f"= {TIP}")


def test_revoking_needs_no_terminal_and_blocks_the_entry_again(
        isolated_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert at_terminal(isolated_home, "memory", "add", TALK, "--accept",
                       TALK_IDS[0]).code == 0
    assert TALK in cli(capsys, "memory", "show")[1]  # kept in the rendered snapshot file
    done = through_pipe(isolated_home, "memory", "accepted", "--revoke", "history of prompt")
    assert done.returncode == 0 and "revoked: memory injection.ignore_previous" in done.stdout
    code, out, _ = cli(capsys, "memory", "show")
    assert TALK not in out and "[BLOCKED" in out


def _keys(schema: Any) -> set[str]:
    """Every property name anywhere in a JSON schema."""
    if isinstance(schema, dict):
        names = set(schema.get("properties", {})) if isinstance(
            schema.get("properties"), dict) else set()
        return names.union(*(_keys(v) for v in schema.values()))
    if isinstance(schema, list):
        return set().union(*(_keys(v) for v in schema))
    return set()


def test_no_tool_the_model_sees_can_accept(tmp_path: Path) -> None:
    assert all(not any("accept" in k for k in _keys(spec.parameters)) for spec in CORE_SPECS)
    assert "accept" not in {f.name for f in fields(Edit)}  # the approval queue's edits

    async def body() -> None:
        async with stdio_client(tmp_path / "home") as client:
            tools = (await client.list_tools()).tools
        assert tools and all(not any("accept" in k for k in _keys(t.input_schema))
                             for t in tools)
    run(body)
