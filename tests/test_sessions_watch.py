"""`keepmind sessions import --from codex --watch`: the capture loop for agents without
hooks. It keeps importing what is new until interrupted, and Ctrl-C ends it cleanly."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

import keepmind
from keepmind.cli.main import main

FIXTURES = Path(__file__).parent / "fixtures" / "importers"
CODEX_SESSION = "0199a1b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b"


def wait_for(condition: Callable[[], bool], timeout: float = 90.0) -> bool:
    """Poll ``condition`` until it holds or ``timeout`` seconds pass."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False


def messages(home: Path) -> int:
    if not (home / "state.db").exists():
        return 0
    with keepmind.open(home) as mem:
        return mem.archive.count_messages()


def _interruptible() -> None:
    """In the watcher, before it starts: SIGINT as a terminal delivers it. A job a
    non-interactive shell starts in the background inherits SIGINT ignored, and Python
    then never turns it into KeyboardInterrupt (the suite run as ``pytest ... &`` hung)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def start_watcher(codex_home: Path, home: Path,
                  before: Callable[[], object]) -> subprocess.Popen[str]:
    """``sessions import --from codex --watch`` over a copy of the fixture rollouts in
    ``codex_home``, ``before`` run in the child before it starts."""
    shutil.copytree(FIXTURES / "codex", codex_home)
    env = {**os.environ, "CODEX_HOME": str(codex_home), "KEEPMIND_HOME": str(home)}
    return subprocess.Popen(
        [sys.executable, "-m", "keepmind.cli.main", "sessions", "import", "--from", "codex",
         "--watch", "--interval", "0.2"], env=env, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, preexec_fn=before)


def test_watch_imports_what_is_appended_and_stops_on_ctrl_c(
        tmp_path: Path, isolated_home: Path) -> None:
    codex_home = tmp_path / "codex"
    watcher = start_watcher(codex_home, isolated_home, _interruptible)
    try:
        assert wait_for(lambda: messages(isolated_home) == 15)
        rollout = next(codex_home.rglob(f"rollout-*{CODEX_SESSION}.jsonl"))
        line = {"timestamp": "2026-03-04T08:40:00.000Z", "type": "response_item",
                "payload": {"type": "message", "role": "assistant", "content": [
                    {"type": "output_text", "text": "The kiln log now records the ramp"}]}}
        with rollout.open("a", encoding="utf-8") as out:  # the fixture ends mid-line
            out.write('oling curve"}]}}\n' + json.dumps(line) + "\n")
        assert wait_for(lambda: messages(isolated_home) == 17)
    finally:
        watcher.send_signal(signal.SIGINT)
        try:
            out, err = watcher.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            watcher.kill()  # not left running into the next tests
            watcher.communicate()
            raise
    assert watcher.returncode == 0, err
    assert "watching " in err and "stopped watching" in err
    reports = out.count("imported ")  # the first import, then the appended lines (in one
    assert 2 <= reports <= 3          # pass or, read while being written, in two)
    with keepmind.open(isolated_home) as mem:
        assert mem.archive.search("kiln log records the ramp")


def test_watch_stops_cleanly_on_sigterm_when_sigint_is_ignored(
        tmp_path: Path, isolated_home: Path) -> None:
    """A watcher started as a background job (SIGINT ignored, as a shell's ``&`` leaves
    it) is stopped by SIGTERM, reporting it and exiting 0, its imports kept."""
    watcher = start_watcher(tmp_path / "codex", isolated_home,
                            lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
    try:
        assert wait_for(lambda: messages(isolated_home) == 15)
        watcher.send_signal(signal.SIGTERM)
        out, err = watcher.communicate(timeout=60)
    finally:
        if watcher.poll() is None:
            watcher.kill()  # not left running into the next tests
            watcher.communicate()
    assert watcher.returncode == 0, err
    assert "stopped watching" in err
    assert messages(isolated_home) == 15


@pytest.mark.parametrize("fmt", ["hermes", "jsonl"])
def test_watch_is_refused_for_a_format_it_cannot_follow(
        fmt: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "in.jsonl"
    source.write_text("", "utf-8")
    assert main(["sessions", "import", "--from", fmt, str(source), "--watch"]) == 2
    assert "--watch works with --from claude-code or codex" in capsys.readouterr().err
