"""The CLI's last line of defence: any exception that reaches ``main`` becomes one line.

Library errors (``KeepmindError``) are already one clear sentence and are printed as they
are. Foreign errors that escaped their edge (``OSError``, ``UnicodeDecodeError``,
``sqlite3.Error``, ``yaml.YAMLError``, ``httpx.HTTPError``, ``ValueError``, an editor
failure from ``click``) are described in words, without their repr. Anything else is a bug:
it is reported as ``error: unexpected <Type>: ...`` (the walk in
tests/test_cli_no_traceback.py fails on that prefix), and ``KEEPMIND_DEBUG=1`` re-raises it
so the traceback can be read.

Foreign error classes are looked up among the modules already imported: an exception of
a library that was never imported cannot have been raised, and importing httpx or yaml
here would cost every command their start-up.

Invariant: ``describe(exc)`` returns a single line and never the ``[Errno N]`` or
``'utf-8' codec`` wording of the standard library.
"""

from __future__ import annotations

import sys

from keepmind.errors import KeepmindError

DEBUG_ENV = "KEEPMIND_DEBUG"


def _one_line(text: str) -> str:
    return " ".join(str(text).split()) or "(no details)"


def _os_error(exc: OSError) -> str:
    where = f"{exc.filename}: " if getattr(exc, "filename", None) else ""
    if exc.filename2:
        where = f"{exc.filename} -> {exc.filename2}: "
    reason = exc.strerror or (exc.args[0] if exc.args else type(exc).__name__)
    return _one_line(f"{where}{reason}")


def _is(exc: BaseException, module: str, name: str) -> bool:
    loaded = sys.modules.get(module)
    cls = getattr(loaded, name, None) if loaded is not None else None
    return isinstance(cls, type) and isinstance(exc, cls)


def describe(exc: BaseException) -> tuple[str, bool]:
    """The one-line message for ``exc`` and whether it was expected (not a bug)."""
    if isinstance(exc, KeepmindError):
        return _one_line(str(exc)), True
    if isinstance(exc, UnicodeDecodeError):
        return (f"a file is not valid {exc.encoding.upper()} text (byte 0x"
                f"{exc.object[exc.start:exc.start + 1].hex()} at offset {exc.start})"), True
    if isinstance(exc, OSError):
        return _os_error(exc), True
    if _is(exc, "sqlite3", "Error"):
        return _one_line(f"database error: {exc}"), True
    if _is(exc, "yaml", "YAMLError"):
        mark = getattr(exc, "problem_mark", None)
        at = f" at line {mark.line + 1}" if mark is not None else ""
        return _one_line(f"invalid YAML{at}: {getattr(exc, 'problem', None) or exc}"), True
    if _is(exc, "httpx", "HTTPError"):
        return _one_line(f"HTTP request failed: {exc}"), True
    if _is(exc, "click", "ClickException"):
        return _one_line(exc.format_message()), True  # type: ignore[attr-defined]
    return _one_line(f"unexpected {type(exc).__name__}: {exc} (set {DEBUG_ENV}=1 to see "
                     "the traceback, and please report it)"), False


__all__ = ["DEBUG_ENV", "describe"]
