"""Private by default: the home is 0700 and every file keepmind creates in it 0600, through
the CLI and through the library alike; a looser home is tightened; a secret or token file
others can read is refused the same way everywhere; a short MCP token is refused."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

import keepmind
from keepmind.cli.main import main
from keepmind.config import MemorySettings, Settings
from keepmind.core_tools import CORE_TOOL_NAMES
from keepmind.errors import ConfigError
from keepmind.home import SECRET_FILE_NAMES, Home, read_private_text
from keepmind.mcp import http_token, token_path
from keepmind.mcp.auth import TOKEN_FILE
from keepmind.providers import build_manager, load_registry
from keepmind.providers.secrets import SECRETS_FILE, load_secrets, save_secrets, secrets_path


def mode(path: Path) -> int:
    return stat.S_IMODE(path.lstat().st_mode)


def everything(root: Path) -> Iterator[Path]:
    yield root
    yield from root.rglob("*")


def exposed(root: Path) -> list[str]:
    """Paths under ``root`` that group or others may use."""
    return [f"{p.relative_to(root)} {mode(p):04o}" for p in everything(root)
            if not p.is_symlink() and mode(p) & 0o077]


@pytest.fixture
def open_umask() -> Iterator[None]:
    """A permissive umask, as a user's shell has: privacy must not depend on it."""
    previous = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(previous)


def cli(*argv: str) -> None:
    assert main(list(argv)) == 0, argv


def test_a_realistic_cli_session_leaves_only_private_files(
        tmp_path: Path, open_umask: None, capsys: pytest.CaptureFixture[str]) -> None:
    home = tmp_path / "home"
    source = tmp_path / "in.jsonl"
    source.write_text('{"session_id": "s1", "role": "user", "content": "hello there", '
                      '"timestamp": 1}\n', encoding="utf-8")
    skills = tmp_path / "theirs" / "pdf"
    skills.mkdir(parents=True)
    (skills / "SKILL.md").write_text("---\nname: pdf\ndescription: Read PDFs.\n---\nSteps.\n",
                                     encoding="utf-8")
    (skills / "notes.txt").write_text("support file\n", encoding="utf-8")
    h = ["--home", str(home)]
    cli(*h, "init")
    cli(*h, "memory", "add", "The gateway listens on port 8080")
    cli(*h, "memory", "add", "-t", "user", "Prefers metric units")
    memory_file = home / "memories" / "MEMORY.md"
    memory_file.write_text("edited by hand\n\nin a form the tool would not write  ", "utf-8")
    cli(*h, "memory", "add", "A third fact")  # drift: a backup is written
    cli(*h, "memory", "undo")
    cli(*h, "sessions", "import", str(source))
    cli(*h, "sessions", "export", str(home / "export.jsonl"))
    cli(*h, "skills", "create", "deploy", "-d", "Deploy the service.")
    cli(*h, "skills", "import", str(tmp_path / "theirs"))
    cli(*h, "memory", "setup", "facts", "--no-input")
    cli(*h, "mcp", "token")
    cli(*h, "status")
    capsys.readouterr()
    assert (home / "memories" / "backups").is_dir() and (home / "mcp_token").is_file()
    assert (home / "state.db").is_file() and (home / "skills" / "general" / "pdf").is_dir()
    assert exposed(home) == []


def test_the_library_keeps_the_home_private_whatever_the_umask(
        tmp_path: Path, open_umask: None) -> None:
    home = tmp_path / "home"
    settings = Settings(memory=MemorySettings(provider="facts"))
    mem = keepmind.open(home, settings=settings)
    manager = build_manager(home, settings, load_registry(), core_tool_names=CORE_TOOL_NAMES)
    try:
        session = mem.session(manager=manager)
        session.call_tool("memory", {"action": "add", "target": "user",
                                     "content": "User prefers metric units"})
        assert manager.flush_pending(5)
        mem.skills.create("tidy", description="Tidy the repo.", body="Steps.")
        save_secrets(secrets_path(home), "facts", {"api_key": "not-really"})
        # while the databases are open, SQLite's -wal and -shm files exist: check them too
        for db in ("state.db", "facts.db"):
            assert (home / f"{db}-wal").exists() and (home / f"{db}-shm").exists(), db
        assert exposed(home) == []
    finally:
        manager.shutdown()
        mem.close()
    assert exposed(home) == []


def test_a_home_others_can_read_is_tightened(
        tmp_path: Path, open_umask: None, capsys: pytest.CaptureFixture[str]) -> None:
    home = tmp_path / "home"
    cli("--home", str(home), "sessions", "import", str(_jsonl(tmp_path)))
    cli("--home", str(home), "memory", "add", "a fact")
    for path in (home, home / "memories"):
        path.chmod(0o755)
    for path in (home / "state.db", home / "config.yaml", home / "memories" / "MEMORY.md"):
        path.touch()
        path.chmod(0o644)
    cli("--home", str(home), "status")
    assert mode(home) == 0o700 and mode(home / "memories") == 0o700
    assert mode(home / "state.db") == 0o600 and mode(home / "config.yaml") == 0o600
    assert mode(home / "memories" / "MEMORY.md") == 0o600


def _jsonl(tmp_path: Path) -> Path:
    path = tmp_path / "one.jsonl"
    path.write_text('{"session_id": "s1", "role": "user", "content": "hi", "timestamp": 1}\n',
                    encoding="utf-8")
    return path


@pytest.mark.parametrize("loose", [0o644, 0o640, 0o604, 0o620])
def test_secret_and_token_files_others_can_use_are_refused_alike(
        tmp_path: Path, loose: int) -> None:
    home = Home(tmp_path / "home").ensure()
    secrets = secrets_path(home.root)
    token = token_path(home)
    secrets.write_text("facts:\n  api_key: x\n", encoding="utf-8")
    token.write_text("t" * 40 + "\n", encoding="utf-8")
    messages = []
    for path, read in ((secrets, lambda: load_secrets(secrets)),
                       (token, lambda: http_token(home, {}, token_env="", host="127.0.0.1",
                                                  no_auth=False))):
        path.chmod(loose)
        with pytest.raises(ConfigError) as caught:
            read()
        messages.append(str(caught.value).replace(str(path), "PATH"))
        assert f"run chmod 600 {path}" in str(caught.value)
        path.chmod(0o600)
        read()
    assert messages[0] == messages[1] == f"PATH is accessible to other users (mode {loose:04o}); " \
                                          "run chmod 600 PATH"


def test_a_loose_secrets_file_stops_the_cli_in_one_line(
        isolated_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli("memory", "setup", "facts", "--no-input")
    path = secrets_path(isolated_home)
    path.write_text("facts: {}\n", encoding="utf-8")
    path.chmod(0o644)
    capsys.readouterr()
    assert main(["status"]) == 1
    err = capsys.readouterr().err
    assert err == f"error: {path} is accessible to other users (mode 0644); " \
                  f"run chmod 600 {path}\n"


def test_the_secret_files_are_the_ones_the_home_never_tightens_silently() -> None:
    assert {SECRETS_FILE, TOKEN_FILE} == SECRET_FILE_NAMES


def test_read_private_text_reads_a_private_file_and_ignores_a_missing_one(
        tmp_path: Path) -> None:
    path = tmp_path / "secret"
    assert read_private_text(path) is None
    path.write_text("s3cret", encoding="utf-8")
    path.chmod(0o600)
    assert read_private_text(path) == "s3cret"


@pytest.mark.parametrize("length", [1, 16, 31])
def test_a_short_mcp_token_is_refused_from_the_file_and_the_environment(
        tmp_path: Path, length: int) -> None:
    home = Home(tmp_path / "home").ensure()
    token_path(home).write_text("x" * length + "\n", encoding="utf-8")
    token_path(home).chmod(0o600)
    with pytest.raises(ConfigError, match="at least 32"):
        http_token(home, {}, token_env="KEEPMIND_MCP_TOKEN", host="127.0.0.1", no_auth=False)
    with pytest.raises(ConfigError, match=r"\$KEEPMIND_MCP_TOKEN is .* at least 32"):
        http_token(home, {"KEEPMIND_MCP_TOKEN": "y" * length}, token_env="KEEPMIND_MCP_TOKEN",
                   host="127.0.0.1", no_auth=False)
    token_path(home).write_text("x" * 32 + "\n", encoding="utf-8")
    assert http_token(home, {}, token_env="KEEPMIND_MCP_TOKEN", host="127.0.0.1",
                      no_auth=False) == "x" * 32


def test_a_home_copied_with_init_from_is_private_whatever_the_source(
        tmp_path: Path, open_umask: None, capsys: pytest.CaptureFixture[str]) -> None:
    old = tmp_path / "old"
    (old / "skills" / "general" / "x").mkdir(parents=True)
    (old / "skills" / "general" / "x" / "SKILL.md").write_text("---\nname: x\n---\n", "utf-8")
    (old / "state.db").write_bytes(b"")
    for path in everything(old):
        path.chmod(0o755 if path.is_dir() else 0o644)
    cli("--home", str(tmp_path / "new"), "init", "--from", str(old))
    assert exposed(tmp_path / "new") == []
    assert mode(old / "state.db") == 0o644, "the source is left as it was"
