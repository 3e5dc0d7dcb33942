"""The MCP configuration `keepmind connect` writes, read back by the agents' own CLIs
(`claude mcp get`, `codex mcp get --json`), which read their config offline and need no
account. Each CLI runs with HOME (and CODEX_HOME) in a temporary directory, so the real
user's configuration is never read or written. Skipped when a CLI is not installed
(.ci/run installs both from npm)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from keepmind.cli.main import main

EXE = "/opt/keepmind/bin/keepmind"


def _agent_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("CLAUDE", "ANTHROPIC", "CODEX", "OPENAI"))}
    return {**env, "HOME": str(home), "CODEX_HOME": str(home / ".codex")}


def _connect(agent: str, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("CODEX_HOME", str(home / ".codex"))
    assert main(["connect", agent, "--command", EXE, "--home", str(home / "km")]) == 0


@pytest.mark.skipif(shutil.which("claude") is None,
                    reason="the claude CLI is not installed (npm install -g "
                           "@anthropic-ai/claude-code; .ci/run does)")
def test_claude_reads_the_mcp_server_connect_wrote(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "user"
    home.mkdir()
    _connect("claude-code", home, monkeypatch)
    done = subprocess.run(["claude", "mcp", "get", "keepmind"], cwd=home,
                          env=_agent_env(home), capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    lines = [line.strip() for line in done.stdout.splitlines()]
    assert "Type: stdio" in lines
    assert f"Command: {EXE}" in lines
    assert f"Args: mcp --home {home / 'km'}" in lines
    assert any(line.startswith("Scope: User config") for line in lines)


@pytest.mark.skipif(shutil.which("codex") is None,
                    reason="the codex CLI is not installed (npm install -g @openai/codex; "
                           ".ci/run does)")
def test_codex_reads_the_mcp_server_connect_wrote(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "user"
    home.mkdir()
    _connect("codex", home, monkeypatch)
    done = subprocess.run(["codex", "mcp", "get", "keepmind", "--json"], cwd=home,
                          env=_agent_env(home), capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    server = json.loads(done.stdout)
    assert server["name"] == "keepmind" and server["enabled"] is True
    assert server["transport"]["command"] == EXE
    assert server["transport"]["args"] == ["mcp", "--home", str(home / "km")]
    assert server["startup_timeout_sec"] == 30
