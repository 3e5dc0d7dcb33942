"""``archive.url`` is honoured by every entry point: a SQLite path or ``sqlite:///`` URL moves
the archive there, a ``postgresql://`` URL is accepted (the PostgreSQL contract tests open
one), and a URL no backend serves is a configuration error on every entry point (design
§2), never a silent fallback to the home's SQLite file, and never echoed (it may hold a
password)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import typer
from pydantic import ValidationError

import keepmind
from keepmind.archive_url import parse_archive_url
from keepmind.cli.main import app, main
from keepmind.config import ArchiveSettings, load_settings
from keepmind.errors import ArchiveError, ConfigError

URL = "mysql://fleet:s3cret-pw@db.example/agents"

# every command that reads the home's settings, with arguments that would otherwise work
COMMANDS: dict[str, list[str]] = {
    "chat": ["--once", "hello"],
    "mcp": [],
    "prompt": [],
    "review": [],
    "status": [],
    "memory accepted": [],
    "memory add": ["an entry"],
    "memory approve": ["1"],
    "memory archived": ["anything"],
    "memory diff": ["1"],
    "memory log": [],
    "memory off": [],
    "memory path": [],
    "memory pending": [],
    "memory reject": ["1"],
    "memory remove": ["entry"],
    "memory replace": ["entry", "other"],
    "memory restore": ["1"],
    "memory setup": ["facts"],
    "memory show": [],
    "memory status": [],
    "memory undo": [],
    "migrate": ["--to", "postgresql://nobody@127.0.0.1:1/none"],
    "sessions check": [],
    "sessions delete": ["no-such-session", "--yes"],
    "sessions embed": ["--dry-run"],
    "sessions export": ["-"],
    "sessions import": ["{tmp}/in.jsonl"],
    "sessions list": [],
    "sessions path": [],
    "sessions prune": ["--older-than", "30", "--yes"],
    "sessions search": ["anything"],
    "sessions show": ["no-such-session"],
    "skills create": ["a-skill", "--description", "d"],
    "skills delete": ["a-skill", "--yes"],
    "skills edit": ["a-skill"],
    "skills import": ["{tmp}/skills"],
    "skills index": [],
    "skills list": [],
    "skills path": ["a-skill"],
    "skills show": ["a-skill"],
    "scan": ["--text", "a fact worth keeping"],
    "ui": ["--no-browser", "--port", "1"],
}
# exit 1 is a finding for scan (a blocked text), so its configuration errors exit 2
EXIT_CODE = {"scan": 2}
# commands that never read config.yaml: init writes it; mcp token only touches its file;
# connect and disconnect edit the agents' configuration files only. The hook reads it but
# must never fail the agent: it logs the error and exits 0 (tests/test_hook_claude_code.py).
# memory accept refuses any stdin that is not a terminal before it reads anything (a person
# must confirm; tests/test_cli_memory_accept.py), so under pytest it never reaches config.yaml.
EXEMPT = {"init", "mcp token", "connect", "disconnect", "hook", "memory accept"}


def _leaf_commands() -> set[str]:
    def walk(command: Any, path: tuple[str, ...]) -> set[str]:
        subs = getattr(command, "commands", None)
        if not subs:
            return {" ".join(path)}
        found = {" ".join(path)} if path and command.invoke_without_command else set()
        for name, sub in subs.items():
            found |= walk(sub, (*path, name))
        return found

    return walk(typer.main.get_command(app), ())


def _configure(home: Path, url: str = URL) -> Path:
    home.mkdir(parents=True, exist_ok=True)
    config = home / "config.yaml"
    config.write_text(f"archive:\n  url: {url}\n", encoding="utf-8")
    return config


def test_the_table_covers_every_command() -> None:
    assert set(COMMANDS) | EXEMPT == _leaf_commands()


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_command_refuses_an_unsupported_archive_url_in_one_line(
    command: str, isolated_home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    config = _configure(isolated_home)
    (tmp_path / "in.jsonl").write_text("", encoding="utf-8")
    (tmp_path / "skills").mkdir()
    args = [a.replace("{tmp}", str(tmp_path)) for a in COMMANDS[command]]
    assert main([*command.split(), *args]) == EXIT_CODE.get(command, 1)
    err = capsys.readouterr().err
    assert err.startswith(f"error: {config}: archive.url: not supported: archives are SQLite")
    assert err.count("\n") == 1
    assert "s3cret-pw" not in err, "the URL may hold a password: it is not echoed"
    assert not (isolated_home / "state.db").exists(), "no fallback archive was opened"


def test_keepmind_open_refuses_it(isolated_home: Path) -> None:
    config = _configure(isolated_home)
    with pytest.raises(ConfigError, match=r"archive\.url: not supported") as caught:
        keepmind.open(isolated_home)
    assert str(config) in str(caught.value) and "s3cret" not in str(caught.value)


@pytest.mark.parametrize("url", ["mysql://h/db", "http://example.com/x", " redis://x ",
                                 "sqlite://"])
def test_a_url_no_backend_serves_is_refused(tmp_path: Path, url: str) -> None:
    with pytest.raises(ConfigError, match="archive.url: not supported"):
        load_settings(_configure(tmp_path, repr(url)))


def test_settings_built_in_code_refuse_it_too() -> None:
    with pytest.raises(ValidationError, match="is not served"):
        ArchiveSettings(url=URL)


@pytest.mark.parametrize("url", ["postgresql://fleet:pw@db.example/agents",
                                 "postgres://db.example/agents", "sqlite:///srv/state.db",
                                 "/srv/keepmind/state.db", "archive/state.db"])
def test_sqlite_paths_and_postgresql_urls_are_accepted(url: str) -> None:
    assert ArchiveSettings(url=url).url == url


def test_a_password_is_never_shown() -> None:
    location = parse_archive_url("postgresql://fleet:s3cret-pw@db.example:5432/agents")
    assert location.shown == "postgresql://fleet:***@db.example:5432/agents"
    assert parse_archive_url("postgresql://db.example/agents").shown == \
        "postgresql://db.example/agents"


def test_the_empty_url_is_the_home_archive(isolated_home: Path) -> None:
    _configure(isolated_home, '""')
    with keepmind.open(isolated_home) as mem:
        assert mem.settings.archive.url == ""
        assert mem.archive.count_sessions() == 0
    assert (isolated_home / "state.db").exists()


@pytest.mark.parametrize("form", ["{tmp}/elsewhere/a.db", "sqlite://{tmp}/elsewhere/a.db",
                                  "elsewhere/a.db"])
def test_a_sqlite_url_moves_the_archive_for_the_library_and_the_cli(
        form: str, isolated_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = form.replace("{tmp}", str(isolated_home.parent))
    _configure(isolated_home, url)
    target = (isolated_home.parent if "{tmp}" in form else isolated_home) / "elsewhere/a.db"
    with keepmind.open(isolated_home) as mem:
        sid = mem.archive.create_session(title="moved")
        mem.archive.append(sid, "user", "the archive lives elsewhere")
    assert target.exists() and not (isolated_home / "state.db").exists()
    assert main(["sessions", "search", "elsewhere", "--json"]) == 0
    assert sid in capsys.readouterr().out
    assert main(["sessions", "path"]) == 0
    assert capsys.readouterr().out.strip() == f"archive: {target}"


def test_a_postgresql_url_is_the_archive_of_the_library_and_the_cli(
        postgres_url: str, isolated_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _configure(isolated_home, postgres_url)
    with keepmind.open(isolated_home) as mem:
        sid = mem.archive.create_session(title="shared")
        mem.archive.append(sid, "user", "the fleet shares one platypus archive")
        assert type(mem.archive.backend).__name__ == "PostgresBackend"
    assert not (isolated_home / "state.db").exists()
    assert main(["sessions", "search", "platypus", "--json"]) == 0
    assert sid in capsys.readouterr().out
    assert main(["sessions", "path"]) == 0
    assert capsys.readouterr().out.strip() == f"archive: {postgres_url}"


def test_an_unreachable_postgresql_server_is_one_archive_error(isolated_home: Path) -> None:
    _configure(isolated_home, "postgresql://nobody:s3cret-pw@127.0.0.1:1/none")
    with keepmind.open(isolated_home) as mem, pytest.raises(ArchiveError) as caught:
        mem.archive.count_sessions()
    assert "cannot open the session archive on PostgreSQL" in str(caught.value)
    assert "s3cret" not in str(caught.value)
