"""`keepmind connect` / `disconnect`: idempotent, merged with what the user has, backed up,
dry-run writes nothing, a config that does not parse is never touched, and disconnect
takes out exactly what connect put in."""

from __future__ import annotations

import json
import shlex
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

import keepmind
from keepmind.cli.main import main
from keepmind.connect.agents import HOOK_EVENTS, TOOLS_NOTE, is_our_hook
from keepmind.connect.changes import backup_path

EXE = "/opt/keepmind/bin/keepmind"


@pytest.fixture
def user_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The user's home directory (conftest points HOME at a temporary one)."""
    home = Path.home()
    assert home.is_relative_to(tmp_path_factory.getbasetemp()), home
    return home


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def connect(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    code, out, err = run(capsys, "connect", *args, "--command", EXE, "--json")
    assert code == 0, err
    result: dict[str, Any] = json.loads(out)
    return result


def disconnect(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    code, out, err = run(capsys, "disconnect", *args, "--json")
    assert code == 0, err
    result: dict[str, Any] = json.loads(out)
    return result


def snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file()}


def dumped(data: object) -> str:
    return json.dumps(data, indent=2) + "\n"


def commands(settings: dict[str, Any], event: str) -> list[str]:
    return [h["command"] for g in settings["hooks"][event] for h in g["hooks"]]


def test_claude_code_user_writes_the_mcp_server_and_four_hooks(
        capsys: pytest.CaptureFixture[str], user_home: Path) -> None:
    result = connect(capsys, "claude-code")
    assert [f["action"] for f in result["files"]] == ["created", "created"]
    claude = json.loads((user_home / ".claude.json").read_text("utf-8"))
    assert claude["mcpServers"]["keepmind"] == {"type": "stdio", "command": EXE,
                                                "args": ["mcp"], "env": {}}
    settings = json.loads((user_home / ".claude" / "settings.json").read_text("utf-8"))
    assert list(settings["hooks"]) == list(HOOK_EVENTS)
    for event in HOOK_EVENTS:
        assert commands(settings, event) == [f"{EXE} hook claude-code {event}"]
    assert (user_home / ".claude.json").stat().st_mode & 0o777 == 0o600


def test_connecting_twice_changes_nothing(capsys: pytest.CaptureFixture[str],
                                          user_home: Path) -> None:
    for agent in ("claude-code", "codex", "cursor"):
        connect(capsys, agent)
    before = snapshot(user_home)
    for agent in ("claude-code", "codex", "cursor"):
        result = connect(capsys, agent)
        assert {f["action"] for f in result["files"]} == {"unchanged"}
    assert snapshot(user_home) == before
    code, out, _ = run(capsys, "connect", "claude-code", "--command", EXE)
    assert code == 0 and "nothing to do: claude-code is already connected" in out


def test_connect_merges_with_the_users_entries_and_disconnect_gives_them_back(
        capsys: pytest.CaptureFixture[str], user_home: Path) -> None:
    own_claude = {"numStartups": 12, "mcpServers": {"github": {"command": "gh-mcp"}},
                  "projects": {"/src/app": {"allowedTools": []}}}
    own_settings = {"model": "opus", "hooks": {
        "SessionStart": [{"matcher": "startup", "hooks": [
            {"type": "command", "command": "echo hello"}]}],
        "PreToolUse": [{"matcher": "Bash", "hooks": [
            {"type": "command", "command": "./guard.sh"}]}]}}
    (user_home / ".claude.json").write_text(dumped(own_claude), "utf-8")
    (user_home / ".claude").mkdir()
    (user_home / ".claude" / "settings.json").write_text(dumped(own_settings), "utf-8")
    original = snapshot(user_home)

    connect(capsys, "claude-code")
    claude = json.loads((user_home / ".claude.json").read_text("utf-8"))
    assert claude["numStartups"] == 12 and claude["projects"] == own_claude["projects"]
    assert set(claude["mcpServers"]) == {"github", "keepmind"}
    settings = json.loads((user_home / ".claude" / "settings.json").read_text("utf-8"))
    assert settings["model"] == "opus"
    assert commands(settings, "SessionStart") == ["echo hello",
                                                  f"{EXE} hook claude-code SessionStart"]
    assert commands(settings, "PreToolUse") == ["./guard.sh"]
    for name in (".claude.json", ".claude/settings.json"):  # backups: the exact old bytes
        assert backup_path(user_home / name).read_bytes() == original[name]

    disconnect(capsys, "claude-code")
    after = snapshot(user_home)
    assert {k: v for k, v in after.items() if not k.endswith(".keepmind.bak")} == original


def test_a_new_executable_replaces_keepminds_hooks_instead_of_adding_more(
        capsys: pytest.CaptureFixture[str], user_home: Path) -> None:
    connect(capsys, "claude-code")
    code, _, err = run(capsys, "connect", "claude-code", "--command", "/usr/bin/keepmind")
    assert code == 0, err
    settings = json.loads((user_home / ".claude" / "settings.json").read_text("utf-8"))
    for event in HOOK_EVENTS:
        assert commands(settings, event) == [f"/usr/bin/keepmind hook claude-code {event}"]


def test_home_and_profile_given_to_connect_go_into_every_command(
        capsys: pytest.CaptureFixture[str], user_home: Path, tmp_path: Path) -> None:
    connect(capsys, "claude-code", "--home", str(tmp_path / "km home"), "--profile", "work")
    claude = json.loads((user_home / ".claude.json").read_text("utf-8"))
    home_args = ["--home", str(tmp_path / "km home"), "--profile", "work"]
    assert claude["mcpServers"]["keepmind"]["args"] == ["mcp", *home_args]
    settings = json.loads((user_home / ".claude" / "settings.json").read_text("utf-8"))
    assert commands(settings, "SessionEnd") == [
        f"{EXE} hook claude-code SessionEnd --home '{tmp_path / 'km home'}' --profile work"]


def test_dry_run_prints_the_diff_and_writes_nothing(capsys: pytest.CaptureFixture[str],
                                                     user_home: Path) -> None:
    (user_home / ".claude.json").write_text(dumped({"numStartups": 1}), "utf-8")
    before = snapshot(user_home)
    code, out, _ = run(capsys, "connect", "claude-code", "--dry-run", "--command", EXE)
    assert code == 0
    assert f"would update {user_home / '.claude.json'}" in out
    assert '+  "mcpServers": {' in out and "+++ " in out
    assert snapshot(user_home) == before
    result = connect(capsys, "claude-code", "--dry-run")
    assert result["dry_run"] and [f["action"] for f in result["files"]] == [
        "would update", "would create"]
    assert snapshot(user_home) == before


@pytest.mark.parametrize(("name", "text", "message"), [
    (".claude.json", '{"mcpServers": {"a": 1},}', "is not valid JSON"),
    (".claude.json", "[1, 2]", "not an object"),
    (".claude.json", '{"mcpServers": "none"}', '"mcpServers" is not an object'),
    (".claude/settings.json", '{"hooks": {"SessionStart": {"command": "x"}}}',
     "hooks.SessionStart is not a list of hook groups"),
    (".claude/settings.json", "{\n  // my settings\n}", "is not valid JSON"),
])
def test_a_config_that_does_not_parse_is_reported_and_nothing_is_written(
        capsys: pytest.CaptureFixture[str], user_home: Path, name: str, text: str,
        message: str) -> None:
    path = user_home / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, "utf-8")
    before = snapshot(user_home)
    code, out, err = run(capsys, "connect", "claude-code", "--command", EXE)
    assert code == 1 and out == ""
    assert err.startswith("error: ") and str(path) in err and message in err
    assert len(err.splitlines()) == 1
    assert snapshot(user_home) == before  # the other file was not written either


def test_disconnect_never_rewrites_a_config_that_does_not_parse(
        capsys: pytest.CaptureFixture[str], user_home: Path) -> None:
    connect(capsys, "claude-code")
    settings = user_home / ".claude" / "settings.json"
    broken = settings.read_text("utf-8").replace("{", "{,", 1)
    settings.write_text(broken, "utf-8")
    code, _, err = run(capsys, "disconnect", "claude-code")
    assert code == 1 and "is not valid JSON" in err
    assert settings.read_text("utf-8") == broken
    assert "keepmind" in json.loads((user_home / ".claude.json").read_text("utf-8"))[
        "mcpServers"]  # not half disconnected


def test_codex_keeps_the_users_toml_and_agents_notes(capsys: pytest.CaptureFixture[str],
                                                     user_home: Path) -> None:
    codex = user_home / ".codex"
    codex.mkdir()
    config = ('# my Codex settings\nmodel = "gpt-5"  # the default\n\n'
              '[mcp_servers.docs]\ncommand = "docs-mcp"\nargs = ["--fast"]\n')
    (codex / "config.toml").write_text(config, "utf-8")
    (codex / "AGENTS.md").write_text("# Me\n\nAlways answer in English.\n", "utf-8")
    original = snapshot(user_home)

    connect(capsys, "codex")
    text = (codex / "config.toml").read_text("utf-8")
    assert text.startswith(config)  # comments and layout kept
    assert tomllib.loads(text)["mcp_servers"]["keepmind"] == {
        "command": EXE, "args": ["mcp"], "startup_timeout_sec": 30}
    notes = (codex / "AGENTS.md").read_text("utf-8")
    assert notes.startswith("# Me\n\nAlways answer in English.\n\n<!-- keepmind:begin")
    assert "`session_search`" in notes and notes.endswith("<!-- keepmind:end -->\n")

    disconnect(capsys, "codex")
    after = snapshot(user_home)
    assert {k: v for k, v in after.items() if not k.endswith(".keepmind.bak")} == original


def test_codex_home_is_where_codex_keeps_its_config(capsys: pytest.CaptureFixture[str],
                                                    user_home: Path, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CODEX_HOME", str(tmp_path / "codex-home"))
    connect(capsys, "codex")
    assert (tmp_path / "codex-home" / "config.toml").exists()
    assert (tmp_path / "codex-home" / "AGENTS.md").exists()
    assert not (user_home / ".codex").exists()


def test_codex_inline_mcp_servers_table_gets_an_inline_entry(
        capsys: pytest.CaptureFixture[str], user_home: Path) -> None:
    (user_home / ".codex").mkdir()
    config = user_home / ".codex" / "config.toml"
    config.write_text('mcp_servers = { docs = { command = "docs-mcp" } }\n', "utf-8")
    connect(capsys, "codex")
    assert set(tomllib.loads(config.read_text("utf-8"))["mcp_servers"]) == {"docs", "keepmind"}
    disconnect(capsys, "codex")
    assert tomllib.loads(config.read_text("utf-8")) == {
        "mcp_servers": {"docs": {"command": "docs-mcp"}}}


def test_invalid_toml_is_never_rewritten(capsys: pytest.CaptureFixture[str],
                                         user_home: Path) -> None:
    (user_home / ".codex").mkdir()
    config = user_home / ".codex" / "config.toml"
    config.write_text('model = "gpt-5\n', "utf-8")
    code, _, err = run(capsys, "connect", "codex", "--command", EXE)
    assert code == 1 and "is not valid TOML" in err and str(config) in err
    assert config.read_text("utf-8") == 'model = "gpt-5\n'
    assert not (user_home / ".codex" / "AGENTS.md").exists()


def test_cursor_project_gets_the_server_and_a_rule_and_disconnect_removes_both(
        capsys: pytest.CaptureFixture[str], user_home: Path, tmp_path: Path) -> None:
    project = tmp_path / "app"
    (project / ".cursor").mkdir(parents=True)
    (project / ".cursor" / "mcp.json").write_text(dumped({"mcpServers": {
        "db": {"command": "db-mcp"}}}), "utf-8")
    original = snapshot(project)
    result = connect(capsys, "cursor", "--project", str(project))
    assert result["scope"] == "project"
    servers = json.loads((project / ".cursor" / "mcp.json").read_text("utf-8"))["mcpServers"]
    assert servers["keepmind"] == {"command": EXE, "args": ["mcp"]}
    rule = (project / ".cursor" / "rules" / "keepmind.mdc").read_text("utf-8")
    assert rule.startswith("---\ndescription: ") and "alwaysApply: true" in rule
    assert (project / ".cursor" / "rules" / "keepmind.mdc").stat().st_mode & 0o777 == 0o644
    assert not (user_home / ".cursor").exists()

    disconnect(capsys, "cursor", "--project", str(project))
    after = snapshot(project)
    assert {k: v for k, v in after.items() if not k.endswith(".keepmind.bak")} == original


def test_cursor_user_scope_says_where_rules_go(capsys: pytest.CaptureFixture[str],
                                               user_home: Path) -> None:
    result = connect(capsys, "cursor")
    assert [Path(f["path"]) for f in result["files"]] == [user_home / ".cursor" / "mcp.json"]
    assert any("Settings > Rules" in note for note in result["notes"])


def test_claude_code_project_scope_uses_the_projects_files(
        capsys: pytest.CaptureFixture[str], user_home: Path, tmp_path: Path) -> None:
    project = tmp_path / "app"
    project.mkdir()
    connect(capsys, "claude-code", "--project", str(project))
    assert json.loads((project / ".mcp.json").read_text("utf-8"))["mcpServers"]["keepmind"]
    assert (project / ".claude" / "settings.json").exists()
    assert list(user_home.iterdir()) == []
    disconnect(capsys, "claude-code", "--project", str(project))
    assert sorted(p.name for p in project.rglob("*") if p.is_file()) == [
        ".mcp.json.keepmind.bak", "settings.json.keepmind.bak"]


def test_a_symlinked_config_stays_a_symlink(capsys: pytest.CaptureFixture[str],
                                            user_home: Path, tmp_path: Path) -> None:
    dotfiles = tmp_path / "dotfiles" / "claude.json"
    dotfiles.parent.mkdir()
    dotfiles.write_text(dumped({"theme": "dark"}), "utf-8")
    (user_home / ".claude.json").symlink_to(dotfiles)
    connect(capsys, "claude-code")
    assert (user_home / ".claude.json").is_symlink()
    assert "keepmind" in json.loads(dotfiles.read_text("utf-8"))["mcpServers"]


def test_disconnect_of_what_was_never_connected_changes_nothing(
        capsys: pytest.CaptureFixture[str], user_home: Path) -> None:
    (user_home / ".claude.json").write_text(dumped({"mcpServers": {"x": {}}}), "utf-8")
    before = snapshot(user_home)
    code, out, _ = run(capsys, "disconnect", "claude-code")
    assert code == 0 and "nothing to do: claude-code is not connected" in out
    assert snapshot(user_home) == before


@pytest.mark.parametrize("args", [["cline"], ["codex", "--user", "--project", "."]])
def test_bad_usage_is_refused(capsys: pytest.CaptureFixture[str], user_home: Path,
                              args: list[str]) -> None:
    code, _, err = run(capsys, "connect", *args)
    assert code == 2 and "Traceback" not in err
    assert list(user_home.iterdir()) == []


@pytest.mark.parametrize("agent", ["claude-code", "codex", "cursor"])
@pytest.mark.parametrize("project", ["", "  ", "a-file"])
def test_an_empty_or_file_project_is_refused_and_nothing_is_written(
        capsys: pytest.CaptureFixture[str], user_home: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, agent: str, project: str) -> None:
    """An empty --project (an unset variable in ``--project "$DIR"``) once connected the
    current directory; it and a file are usage errors, for connect and disconnect alike."""
    work = tmp_path / "cwd"
    work.mkdir()
    (work / "a-file").write_text("x", "utf-8")
    monkeypatch.chdir(work)
    for command in ("connect", "disconnect"):
        code, _, err = run(capsys, command, agent, "--project", project)
        assert code == 2 and "Traceback" not in err, err
        assert "--project" in err
    assert sorted(p.name for p in work.iterdir()) == ["a-file"]
    assert list(user_home.iterdir()) == []


def test_the_docs_show_the_note_connect_writes() -> None:
    docs = Path(__file__).resolve().parents[1] / "docs"
    for page in ("codex.md", "cursor.md"):
        assert TOOLS_NOTE.rstrip() in (docs / page).read_text("utf-8"), page


def test_without_command_the_hooks_start_python_without_site_on_hook_main(
        capsys: pytest.CaptureFixture[str], user_home: Path) -> None:
    code, _, err = run(capsys, "connect", "claude-code", "--json")
    assert code == 0, err
    settings_file = user_home / ".claude" / "settings.json"
    settings = json.loads(settings_file.read_text("utf-8"))
    script = Path(keepmind.__file__).parent / "cli" / "hook_main.py"
    assert script.is_file()
    for event in HOOK_EVENTS:
        assert commands(settings, event) == [
            shlex.join([sys.executable, "-P", "-S", str(script), "claude-code", event])]
    before = settings_file.read_bytes()
    assert run(capsys, "connect", "claude-code")[0] == 0
    assert settings_file.read_bytes() == before  # recognised as ours: nothing added
    connect(capsys, "claude-code")  # another form replaces it
    settings = json.loads(settings_file.read_text("utf-8"))
    assert commands(settings, "SessionStart") == [f"{EXE} hook claude-code SessionStart"]


@pytest.mark.parametrize(("command", "ours"), [
    ("/opt/km/bin/keepmind hook claude-code SessionStart", True),
    ("/usr/bin/python3 -P -S /x/site-packages/keepmind/cli/hook_main.py claude-code X", True),
    ("py -S 'C:/Program Files/km/keepmind/cli/hook_main.py' claude-code X --home h", True),
    ("/usr/bin/python3 -S /x/other/cli/hook_main.py claude-code X", False),
    ("/usr/bin/python3 /x/keepmind/cli/hook_main.py codex X", False),
    ("/usr/bin/python3 /x/keepmind/cli/hook_main.py", False),
    ("keepmind mcp", False),
    ("echo 'unbalanced", False),
])
def test_keepminds_hook_entries_are_recognised_in_either_form(command: str, ours: bool) -> None:
    assert is_our_hook({"type": "command", "command": command}) is ours
