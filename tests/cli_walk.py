"""The command walk shared by the no-traceback tests: every command of the typer tree, the
arguments that make a valid call of it, malformed values for each of its parameters, and
homes broken in the ways a user's disk breaks them.

Commands are discovered from the app (as docs/generate_cli.py does), so a new command is
walked without anyone listing it; a new required argument needs a sample value in
``SAMPLES`` (the walk fails loudly until it has one). Values written ``@name`` stand for
the prepared paths of ``prepare_files``.
"""

from __future__ import annotations

import json
import re
import shutil
import types
import typing
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import typer

from keepmind.cli.main import app, main

# A valid value for every required parameter, by name.
SAMPLES: dict[str, str] = {
    "content": "a fact worth keeping",
    "old_text": "fact",
    "session_id": "s1",
    "query": "fact",
    "file": "@jsonl",
    "name": "demo",
    "source": "@skills",
    "older_than": "1",
    "provider": "facts",
    "agent": "claude-code",
    "event": "SessionStart",
    "proposal_id": "1",
    "entry_id": "1",
    "ids": "injection.ignore_previous",
}

# Wrong values by the parameter's type; every run with one must end cleanly.
MALFORMED: dict[str, list[str]] = {
    "int": ["-1", "0", "99999999999999999999999", "70000", "abc", ""],
    "float": ["-1", "nan", "inf", "1e400", "abc"],
    "path": ["@missing", "@dir", "@file", "@file_child", "@binary", "@nonutf8", ""],
    "str": ["", "../../escape", "@missing", "@dir", "@file_child", "@binary"],
}

# Signs that an error was dumped rather than explained.
DUMP_PATTERNS = [re.compile(p) for p in (
    r"Traceback", r"^\s+File \"", r"\[Errno \d+\]", r"<[\w.]+ object at 0x",
    r"\b[A-Z]\w*(Error|Exception)\(", r"codec can't decode", r"errors\.pydantic\.dev",
    r"validation errors? for", r"^[A-Z]\w*(Error|Exception):", r"error: unexpected ",
)]


def commands() -> Iterator[tuple[tuple[str, ...], Any]]:
    """Every runnable command: leaves, and groups that run on their own (``mcp``)."""
    def walk(cmd: Any, path: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], Any]]:
        subs = getattr(cmd, "commands", None) or {}
        if path and (not subs or getattr(cmd, "invoke_without_command", False)):
            yield path, cmd
        for name in sorted(subs):
            yield from walk(subs[name], (*path, name))
    yield from walk(typer.main.get_command(app), ())


def kind(param: Any) -> str:
    """'int', 'float', 'path', 'str' or 'flag' for a typer parameter."""
    if getattr(param, "is_flag", False):
        return "flag"
    annotation = param.type_descriptor.annotation
    while typing.get_origin(annotation) in (typing.Union, types.UnionType, list):
        annotation = next(a for a in typing.get_args(annotation) if a is not type(None))
    return {int: "int", float: "float", Path: "path"}.get(annotation, "str")


def required_args(path: tuple[str, ...], cmd: Any) -> list[str]:
    """The arguments that make a valid call: each required parameter's sample value."""
    argv: list[str] = []
    for param in cmd.params:
        if not param.required:
            continue
        if param.name not in SAMPLES:
            raise AssertionError(f"keepmind {' '.join(path)}: add a sample value for the "
                                 f"required parameter {param.name!r} to SAMPLES in {__file__}")
        if param.param_type_name == "option":
            argv.append(param.opts[0])
        argv.append(SAMPLES[param.name])
    return argv


def malformed_calls(path: tuple[str, ...], cmd: Any) -> Iterator[list[str]]:
    """For each parameter of ``cmd`` (but --home/--profile, walked separately), a valid
    call with that parameter given each malformed value of its type."""
    for param in cmd.params:
        what = kind(param)
        if what == "flag" or param.name in ("home", "profile"):
            continue
        for value in MALFORMED[what]:
            argv: list[str] = [*path]
            for other in cmd.params:
                if other is param:
                    if other.param_type_name == "option":
                        argv.append(other.opts[0])
                    argv.append(value)
                elif other.required:
                    if other.param_type_name == "option":
                        argv.append(other.opts[0])
                    argv.append(SAMPLES[other.name])
            yield argv


def prepare_files(root: Path) -> dict[str, Path]:
    """The paths ``@name`` values stand for."""
    root.mkdir(parents=True, exist_ok=True)
    jsonl = root / "in.jsonl"
    jsonl.write_text(json.dumps({"session_id": "s1", "role": "user", "content": "a fact",
                                 "timestamp": 1}) + "\n", encoding="utf-8")
    skill = root / "skills" / "demo"
    skill.mkdir(parents=True)
    (skill / "SKILL.md").write_text("---\nname: demo\ndescription: A demo skill.\n---\nbody\n",
                                    encoding="utf-8")
    (root / "adir").mkdir()
    (root / "afile").write_text("x", encoding="utf-8")
    (root / "binary").write_bytes(bytes(range(256)) * 4)
    (root / "nonutf8").write_bytes(b"\xff\xfe\x80 not text\n")
    return {"jsonl": jsonl, "skills": root / "skills", "missing": root / "missing",
            "dir": root / "adir", "file": root / "afile", "file_child": root / "afile" / "x",
            "binary": root / "binary", "nonutf8": root / "nonutf8"}


def resolve(argv: list[str], files: dict[str, Path]) -> list[str]:
    """Replace ``@name`` placeholders by the prepared paths."""
    return [str(files[a[1:]]) if a.startswith("@") and a[1:] in files else a for a in argv]


def populate(home: Path, files: dict[str, Path]) -> None:
    """A home in use: config, a memory entry, an archived session, a skill."""
    for argv in (["init"], ["memory", "add", "a fact"], ["memory", "add", "-t", "user", "me"],
                 ["sessions", "import", str(files["jsonl"])],
                 ["skills", "create", "demo", "-d", "A demo skill."]):
        assert main(["--home", str(home), *argv]) == 0, argv


def _write(rel: str, data: bytes | str) -> Callable[[Path], None]:
    def breaker(home: Path) -> None:
        target = home / rel
        if target.is_dir() and not target.is_symlink():
            shutil.rmtree(target)
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(data, bytes):
            target.write_bytes(data)
        else:
            target.write_text(data, encoding="utf-8")
    return breaker


def _replace_with_dir(rel: str) -> Callable[[Path], None]:
    def breaker(home: Path) -> None:
        for extra in home.glob(rel + "*"):
            if extra.is_file():
                extra.unlink()
        (home / rel).mkdir(parents=True, exist_ok=True)
    return breaker


def _home_is_a_file(home: Path) -> None:
    shutil.rmtree(home)
    home.write_text("not a directory", encoding="utf-8")


# Ways a populated home can be broken, by name: each is applied to a copy of it.
BROKEN_HOMES: dict[str, Callable[[Path], None]] = {
    "home_is_a_file": _home_is_a_file,
    "invalid_yaml": _write("config.yaml", "memory: [unclosed\n"),
    "config_not_utf8": _write("config.yaml", b"memory:\n  provider: \xff\n"),
    "config_binary": _write("config.yaml", bytes(range(256))),
    "config_is_a_dir": _replace_with_dir("config.yaml"),
    "config_not_a_mapping": _write("config.yaml", "- a\n- b\n"),
    "config_unknown_key": _write("config.yaml", "nosuch: 1\n"),
    "config_wrong_type": _write("config.yaml", "memory:\n  memory_char_limit: lots\n"),
    "unknown_provider": _write("config.yaml", "memory:\n  provider: nosuch\n"),
    "bad_provider_options": _write("config.yaml", "memory:\n  provider: facts\nproviders:\n"
                                   "  facts:\n    max_results: lots\n    nosuch: 1\n"),
    "memory_not_utf8": _write("memories/MEMORY.md", b"\xff\xfe bad"),
    "user_not_utf8": _write("memories/USER.md", b"ok\n\xa7\n\xff"),
    "memory_is_a_dir": _replace_with_dir("memories/MEMORY.md"),
    "memories_is_a_file": _write("memories", "x"),
    "journal_not_utf8": _write("memories/journal.jsonl", b"\xff\xfe{\n"),
    "journal_garbage": _write("memories/journal.jsonl", "{not json\n[1]\n\"s\"\n"),
    "skill_not_utf8": _write("skills/general/demo/SKILL.md", b"---\nname: demo\xff\n---\n"),
    "skills_is_a_file": _write("skills", "x"),
    "state_db_garbage": _write("state.db", b"garbage" * 200),
    "state_db_is_a_dir": _replace_with_dir("state.db"),
    "secrets_not_utf8": _write("secrets.yaml", b"\xff"),
    "secrets_invalid_yaml": _write("secrets.yaml", "facts: [\n"),
    "token_not_utf8": _write("mcp_token", b"\xff\xfe"),
}


def dumped(stderr: str) -> list[str]:
    """The lines of ``stderr`` that look like a dumped exception."""
    return [line for line in stderr.splitlines() if any(p.search(line) for p in DUMP_PATTERNS)]


def contract_breach(code: int, stderr: str) -> str | None:
    """Why a run breaks the error contract, or None. A run may succeed; when it fails,
    stderr is one ``error:`` line (notes and warnings aside) or click's usage format, and
    never a dumped exception."""
    dumps = dumped(stderr)
    if dumps:
        return f"dumped: {dumps[0]}"
    if code == 0:
        return None
    if not stderr.strip():
        return f"exit {code} with nothing on stderr"
    if stderr.startswith("Usage: ") and code == 2:
        return None
    lines = [line for line in stderr.rstrip("\n").split("\n")
             if not line.startswith(("note: ", "warning: "))]
    if len(lines) != 1:
        return f"{len(lines)} lines on stderr"
    if not lines[0].startswith(("error: ", "interrupted")):
        return "the line does not start with 'error:'"
    return None
