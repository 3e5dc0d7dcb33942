"""No traceback, ever: every command of the CLI, walked with malformed arguments and in
broken homes, ends with a non-zero exit and one line on stderr (or click's usage message),
never a dumped exception.

Most runs go through ``keepmind.cli.main.main(argv)`` in this process (a few milliseconds
each); a sample goes through the real console script as subprocesses. The walk discovers
the commands from the app (tests/cli_walk.py), so a new command is covered by default.
"""

from __future__ import annotations

import io
import os
import shutil
import socket
import subprocess
import sys
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cli_walk import (
    BROKEN_HOMES,
    commands,
    contract_breach,
    malformed_calls,
    populate,
    prepare_files,
    required_args,
    resolve,
)
from keepmind.cli.main import main

# Commands that write, and so may create the home; every other command only reads and must
# leave a missing home missing (a new command is held to that until it is listed here).
WRITERS = {("init",), ("chat",), ("mcp",), ("mcp", "token"), ("ui",), ("migrate",),
           ("memory", "add"),
           ("memory", "replace"), ("memory", "remove"), ("memory", "undo"),
           ("memory", "setup"), ("sessions", "import"), ("sessions", "prune"),
           ("sessions", "delete"), ("skills", "create"), ("skills", "edit"),
           ("skills", "delete"), ("skills", "import")}


class Walk:
    """Prepared files and a populated home to copy for each run."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.template = root / "template"
        populate(self.template, prepare_files(root / "template-files"))
        self.count = 0
        # a port in use, so `keepmind ui` opens its home and then cannot serve
        self.busy = socket.socket()
        self.busy.bind(("127.0.0.1", 0))
        self.busy.listen(1)
        self.busy_port = int(self.busy.getsockname()[1])

    @property
    def files(self) -> dict[str, Path]:
        """Fresh copies of the prepared files: a run may write over one (an export)."""
        self.count += 1
        return prepare_files(self.root / f"files{self.count}")

    def home(self, breaker: Callable[[Path], None] | None = None) -> Path:
        self.count += 1
        home = self.root / f"h{self.count}"
        shutil.copytree(self.template, home, symlinks=True)
        if breaker is not None:
            breaker(home)
        return home


@pytest.fixture(scope="module")
def walk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Walk]:
    walked = Walk(tmp_path_factory.mktemp("walk"))
    with walked.busy:
        yield walked


@pytest.fixture(autouse=True)
def _in_a_scratch_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every walk runs in its own empty directory: a command given "." or an empty path
    must never write into the checkout the tests run from."""
    monkeypatch.chdir(tmp_path)


def run(argv: list[str], monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """One in-process run with stdin closed; an exception escaping main fails the test."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    code = main(argv)
    out = capsys.readouterr()
    return code, out.out, out.err


def calls(path: tuple[str, ...], argv: list[str], walk: Walk) -> list[str]:
    """``argv`` made safe to run in-process: the MCP server is always asked for HTTP in a
    home without a token, and the inspector for the walk's busy port (unless the call is
    about a malformed port), so each refuses to start instead of serving forever."""
    if path == ("mcp",):
        return ["mcp", "--http", *argv[1:]]
    if path == ("ui",):
        return [*argv, "--no-browser",
                *([] if "--port" in argv else ["--port", str(walk.busy_port)])]
    return argv


def breaches(cases: Iterator[tuple[list[str], dict[str, str]]], monkeypatch: pytest.MonkeyPatch,
             capsys: pytest.CaptureFixture[str]) -> list[str]:
    found = []
    for argv, env in cases:
        for key, value in env.items():
            monkeypatch.setenv(key, value)
        code, _, err = run(argv, monkeypatch, capsys)
        why = contract_breach(code, err)
        if why:
            found.append(f"keepmind {' '.join(argv)} -> exit {code}: {why}\n{err}")
    return found


def test_every_command_with_malformed_arguments_fails_in_one_line(
        walk: Walk, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    def cases() -> Iterator[tuple[list[str], dict[str, str]]]:
        for path, cmd in commands():
            for argv in malformed_calls(path, cmd):
                yield (calls(path, resolve(argv, walk.files), walk),
                       {"KEEPMIND_HOME": str(walk.home())})
    found = breaches(cases(), monkeypatch, capsys)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("broken", sorted(BROKEN_HOMES))
def test_every_command_in_a_broken_home_fails_in_one_line(
        broken: str, walk: Walk, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    def cases() -> Iterator[tuple[list[str], dict[str, str]]]:
        for path, cmd in commands():
            argv = calls(path, resolve([*path, *required_args(path, cmd)], walk.files), walk)
            yield argv, {"KEEPMIND_HOME": str(walk.home(BROKEN_HOMES[broken]))}
    found = breaches(cases(), monkeypatch, capsys)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("broken", [b for b in sorted(BROKEN_HOMES) if b.startswith("config")
                                    or b in ("invalid_yaml", "unknown_provider",
                                             "bad_provider_options")])
def test_a_broken_config_is_reported_when_read_naming_the_file(
        broken: str, walk: Walk, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    home = walk.home(BROKEN_HOMES[broken])
    code, _, err = run(["--home", str(home), "status"], monkeypatch, capsys)
    assert code == 1 and err.startswith("error: ") and err.count("\n") == 1
    assert str(home / "config.yaml") in err


@pytest.mark.parametrize(("config", "key"), [
    ("memory:\n  provider: nosuch\n", "memory.provider"),
    ("memory:\n  provider: facts\nproviders:\n  facts:\n    nosuch: 1\n",
     "providers.facts.nosuch"),
    ("memory:\n  provider: facts\nproviders:\n  facts:\n    max_results: lots\n",
     "providers.facts.max_results"),
])
def test_provider_mistakes_in_config_name_the_file_and_the_key(
        config: str, key: str, isolated_home: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    isolated_home.mkdir(parents=True)
    (isolated_home / "config.yaml").write_text(config, encoding="utf-8")
    for argv in (["status"], ["memory", "show"], ["sessions", "list"], ["chat", "--once", "x"]):
        code, _, err = run(argv, monkeypatch, capsys)
        assert code == 1, (argv, err)
        assert err.startswith(f"error: {isolated_home / 'config.yaml'}: {key}: "), err
        assert err.count("\n") == 1


@pytest.mark.parametrize("editor", ["false", "/nonexistent/editor"])
def test_a_failing_editor_leaves_the_skill_as_it_was(
        editor: str, walk: Walk, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    home = walk.home()
    skill = home / "skills" / "general" / "demo" / "SKILL.md"
    before = skill.read_text(encoding="utf-8")
    monkeypatch.setenv("EDITOR", editor)
    monkeypatch.setenv("VISUAL", editor)
    code, _, err = run(["--home", str(home), "skills", "edit", "demo"], monkeypatch, capsys)
    assert code == 1 and err.startswith("error: $EDITOR failed") and err.count("\n") == 1
    assert skill.read_text(encoding="utf-8") == before


@pytest.mark.parametrize("argv", [["--home", "", "status"], ["status", "--home", ""],
                                  ["--profile", "", "status"], ["memory", "show", "--profile",
                                                                 ""]])
def test_an_empty_home_or_profile_is_refused(
        argv: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    code, _, err = run(argv, monkeypatch, capsys)
    assert code in (1, 2) and ("empty" in err or "invalid profile name" in err)
    assert contract_breach(code, err) is None
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("port", ["0", "-1", "65536", "99999999999999999999"])
def test_an_out_of_range_port_is_a_usage_error(
        port: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["mcp", "--http", "--no-auth", "--port", port], monkeypatch, capsys)
    assert code == 2 and "--port" in err and contract_breach(code, err) is None


def test_commands_that_only_read_do_not_create_a_missing_home(
        tmp_path: Path, walk: Walk, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    readers = [(path, cmd) for path, cmd in commands() if path not in WRITERS]
    assert ("status",) in [p for p, _ in readers]
    for path, cmd in readers:
        home = tmp_path / "never"
        argv = ["--home", str(home), *resolve([*path, *required_args(path, cmd)], walk.files)]
        code, out, err = run(argv, monkeypatch, capsys)
        assert not home.exists(), f"keepmind {' '.join(argv)} created the home"
        assert contract_breach(code, err) is None, (argv, err)
        assert code == 0 or err.startswith("error: "), (argv, err)
    code, out, _ = run(["--home", str(tmp_path / "never"), "status"], monkeypatch, capsys)
    assert code == 0 and "not created: run keepmind init" in out


# Words a user might type, and the options of every command: random argv are built from
# them and from short texts with no path separators (so nothing reads or copies real dirs).
_WORDS = st.text(alphabet="abcz019-_=.:@ ", max_size=12)
_COMMANDS = [(path, cmd) for path, cmd in commands()
             if path not in (("mcp",), ("chat",), ("ui",))]


@settings(max_examples=80, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_any_arguments_to_any_command_end_in_success_or_one_line(
        data: st.DataObject, walk: Walk, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    path, cmd = data.draw(st.sampled_from(_COMMANDS))
    flags = [opt for p in cmd.params if p.param_type_name == "option" and p.name != "home"
             for opt in p.opts]
    args = data.draw(st.lists(st.one_of(st.sampled_from(flags), _WORDS), max_size=6))
    monkeypatch.setenv("EDITOR", "false")
    monkeypatch.chdir(walk.root)
    code, _, err = run(["--home", str(walk.home()), *path, *args], monkeypatch, capsys)
    assert contract_breach(code, err) is None, err


# --- the real console script ---------------------------------------------------------------

def _script_cases(walk: Walk) -> list[tuple[list[str], dict[str, str]]]:
    files = walk.files
    cases: list[tuple[list[str], dict[str, str]]] = [
        (["sessions", "show", "s1", "--around", "99999999999999999999999"], {}),
        (["sessions", "import", str(files["binary"])], {}),
        (["sessions", "export", str(files["file_child"])], {}),
        (["skills", "create", "x", "--file", str(files["nonutf8"])], {}),
        (["skills", "edit", "demo"], {"EDITOR": "false", "VISUAL": "false"}),
        (["mcp", "--http", "--no-auth", "--port", "70000"], {}),
        (["--home", "", "status"], {}),
    ]
    cases += [(["memory", "add", "another fact"], {"_break": name}) for name in
              ("invalid_yaml", "memory_not_utf8")]
    cases += [(["sessions", "list"], {"_break": "state_db_garbage"})]
    return cases


def _console_script() -> str:
    """The installed ``keepmind`` script of this interpreter (not a version manager's shim,
    which costs a second per call), else the one on PATH."""
    beside = Path(sys.executable).with_name("keepmind")
    exe = str(beside) if beside.is_file() else shutil.which("keepmind")
    assert exe, "pip install -e . puts keepmind on PATH"
    return exe


def test_the_console_script_never_prints_a_traceback(walk: Walk) -> None:
    exe = _console_script()
    src = str(Path(__file__).resolve().parents[1] / "src")

    def one(case: tuple[list[str], dict[str, str], Path]) -> str | None:
        argv, extra, home = case
        breaker = BROKEN_HOMES.get(extra.get("_break", ""))
        env = {**os.environ, "KEEPMIND_HOME": str(home), **extra,
               "PYTHONPATH": os.pathsep.join([src, os.environ.get("PYTHONPATH", "")])}
        done = subprocess.run([exe, *argv], capture_output=True, text=True, timeout=120,
                              stdin=subprocess.DEVNULL, env=env)
        why = contract_breach(done.returncode, done.stderr)
        if done.returncode == 0 and breaker is None:
            why = why or "exit 0 for a malformed call"
        return f"keepmind {' '.join(argv)} {extra}: {why}\n{done.stderr}" if why else None

    cases = [(argv, extra, walk.home(BROKEN_HOMES.get(extra.get("_break", ""))))
             for argv, extra in _script_cases(walk)]
    with ThreadPoolExecutor(max_workers=3) as pool:
        found = [f for f in pool.map(one, cases) if f]
    assert not found, "\n".join(found)


def _script(argv: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    exe = _console_script()
    src = str(Path(__file__).resolve().parents[1] / "src")
    env = {**os.environ, "KEEPMIND_HOME": str(home),
           "PYTHONPATH": os.pathsep.join([src, os.environ.get("PYTHONPATH", "")])}
    return subprocess.run([exe, *argv], capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL, env=env)


def test_provider_setup_runs_without_a_terminal_and_refuses_bad_values_before_writing(
        tmp_path: Path) -> None:
    home = tmp_path / "home"
    done = _script(["memory", "setup", "facts", "--set", "max_results=8", "--recall-mode",
                    "context", "--no-input"], home)
    assert done.returncode == 0, done.stderr
    config = (home / "config.yaml").read_text(encoding="utf-8")
    assert "provider: facts" in config and "max_results: 8" in config
    assert "recall_mode: context" in config
    for bad, key in ((["--set", "max_results=lots"], "providers.facts.max_results"),
                     (["--set", "nosuch=1"], "--set")):
        done = _script(["memory", "setup", "facts", *bad, "--no-input"], home)
        assert done.returncode in (1, 2) and key in done.stderr
        assert contract_breach(done.returncode, done.stderr) is None
        assert (home / "config.yaml").read_text(encoding="utf-8") == config
    done = _script(["memory", "setup", "facts", "--set", "max_results=lots", "--no-input"], home)
    assert done.stderr == (f"error: {home / 'config.yaml'}: providers.facts.max_results: "
                           "expected a number, got 'lots'\n")
    done = _script(["memory", "setup"], home)  # would prompt; stdin is closed
    assert done.returncode == 1 and contract_breach(done.returncode, done.stderr) is None
