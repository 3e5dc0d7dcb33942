"""Untrusted values checked at the library's edge: tool-call arguments, and the text a
write would store. Pure; imports only ``keepmind.errors``.

A tool call comes from a model, so any JSON value can sit in any field, and the
arguments themselves may be JSON text (the OpenAI wire shape), malformed or not an
object. ``call_arguments`` turns whatever arrived into a dict; ``text``, ``integer``,
``flag`` and ``choice`` read one field of it. Each raises ``InvalidArgument`` (or the
error class the caller passes, e.g. ``SkillError``) with one sentence naming the field,
what it must be and what came, so dispatchers answer it to the model unchanged.

Invariants:
- Text that passes ``check_text`` encodes as UTF-8: JSON can carry lone surrogates
  (``"\\ud800"``), which would otherwise fail half-way through a file write, an SQLite
  bind or a transport with a ``UnicodeEncodeError``.
- Integers that pass ``integer`` fit SQLite's signed 64 bits unless a smaller range is
  asked for; booleans, NaN, infinities and fractions are not integers.
- Messages show values through ``shown``: at most ~60 characters, escaped, so an error
  about a megabyte argument is one short line and never carries invalid Unicode.
"""

from __future__ import annotations

import json
import re
import reprlib
from collections.abc import Collection, Mapping
from typing import Any

from keepmind.errors import InvalidArgument, KeepmindError

SQLITE_MAX_INT = 2**63 - 1
_SURROGATE = re.compile("[\ud800-\udfff]")
_MAX_DIGITS = 19

ErrorClass = type[KeepmindError]


class _ShortRepr(reprlib.Repr):
    """``reprlib`` with small limits, and huge integers named instead of printed (their
    ``repr`` is slow and, past 4,300 digits, refused by Python)."""

    def __init__(self) -> None:
        super().__init__()  # keyword limits need Python 3.12; set them one by one
        self.maxlevel, self.maxstring, self.maxother = 2, 60, 40
        self.maxlist = self.maxtuple = self.maxdict = self.maxset = 4
        self.maxlong = 40

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 128:
            return f"<an integer of {x.bit_length()} bits>"
        return super().repr_int(x, level)


_SHORT = _ShortRepr()


def shown(value: object) -> str:
    """``value`` for an error message: a short, escaped repr (never raises)."""
    try:
        return _SHORT.repr(value)
    except Exception:  # a foreign object with a broken __repr__
        return f"<{type(value).__name__}>"


def json_text(value: object) -> str:
    """``value`` as JSON for a message to the model: non-ASCII kept as it is, a lone
    surrogate escaped (``\\ud800``), so the text always encodes as UTF-8; never raises."""
    try:
        text = json.dumps(value, ensure_ascii=False, default=str)
    except (TypeError, ValueError, RecursionError):
        return shown(value)
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def kind(value: object) -> str:
    """The JSON name of ``value``'s type, for "must be a string; got a list"."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, Mapping):
        return "an object"
    return f"a {type(value).__name__}"


def call_arguments(raw: object, *, error: ErrorClass = InvalidArgument) -> dict[str, Any]:
    """The arguments of a tool call as a dict: an object as is, JSON text of an object
    parsed, nothing (None, blank text) as ``{}``. Raises ``error`` otherwise."""
    if raw is None:
        return {}
    if isinstance(raw, bytes | bytearray):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise error("arguments must be a JSON object; got bytes that are not "
                        "UTF-8") from None
    if isinstance(raw, str):
        if not raw.strip():
            return {}
        try:
            raw = json.loads(raw)
        except ValueError as exc:
            raise error(f"arguments are not valid JSON ({exc}); send one JSON object of "
                        "the tool's parameters") from None
        except RecursionError:
            raise error("arguments are nested too deeply to read; send one flat JSON "
                        "object of the tool's parameters") from None
    if not isinstance(raw, Mapping):
        raise error(f"arguments must be a JSON object of the tool's parameters; got "
                    f"{kind(raw)}")
    bad_keys = [key for key in raw if not isinstance(key, str)]
    if bad_keys:
        raise error(f"argument names must be strings; got {shown(bad_keys[0])}")
    return dict(raw)


def check_text(value: str, what: str, *, error: ErrorClass = InvalidArgument) -> str:
    """``value`` when it encodes as UTF-8. Raises ``error`` naming the first lone
    surrogate's position otherwise."""
    if value.isascii():
        return value
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise error(f"{what} holds invalid Unicode (a lone surrogate, "
                    f"{shown(value[exc.start])}, at character {exc.start}); send it as "
                    "valid UTF-8 text") from None
    return value


def valid_utf8(value: str) -> str:
    """``value`` with every lone surrogate replaced by U+FFFD, for text from a foreign
    party (a provider's answer) that must reach a model or a transport anyway."""
    if value.isascii():
        return value
    return _SURROGATE.sub("\ufffd", value)


def text(args: Mapping[str, Any], key: str, *, required: bool = False,
         max_chars: int | None = None, where: str = "",
         error: ErrorClass = InvalidArgument) -> str | None:
    """The string field ``key`` of ``args``, None when absent or null. Raises ``error``
    when it is required and missing, not a string, invalid Unicode or longer than
    ``max_chars``. ``where`` ("for add") completes the "is required" message."""
    value = args.get(key)
    if value is None:
        if required:
            raise error(f"{key} is required{' ' + where if where else ''}")
        return None
    if not isinstance(value, str):
        raise error(f"{key} must be a string; got {kind(value)} {shown(value)}")
    if max_chars is not None and len(value) > max_chars:
        raise error(f"{key} is {len(value):,} characters; at most {max_chars:,}")
    return check_text(value, key, error=error)


def integer(args: Mapping[str, Any], key: str, *, minimum: int | None = None,
            maximum: int = SQLITE_MAX_INT, error: ErrorClass = InvalidArgument) -> int | None:
    """The integer field ``key`` of ``args``, None when absent or null. A whole float
    (``3.0``) and digits as text (``"3"``) count. Raises ``error`` for anything else or a
    value outside [``minimum``, ``maximum``]."""
    value = args.get(key)
    if value is None:
        return None
    number: int | None = None
    if isinstance(value, bool):
        number = None
    elif isinstance(value, int):
        number = value
    elif isinstance(value, float) and value.is_integer():
        number = int(value)
    elif isinstance(value, str) and value.strip().lstrip("-").isdigit() \
            and len(value.strip()) <= _MAX_DIGITS + 1 and value.strip().isascii():
        number = int(value.strip())
    if number is None:
        raise error(f"{key} must be an integer; got {kind(value)} {shown(value)}")
    if minimum is not None and number < minimum:
        raise error(f"{key} must be at least {minimum}; got {shown(number)}")
    if number > maximum:
        raise error(f"{key} must be at most {maximum:,}; got {shown(number)}")
    return number


def flag(args: Mapping[str, Any], key: str, default: bool, *,
         error: ErrorClass = InvalidArgument) -> bool:
    """The boolean field ``key`` (``"true"``/``"false"`` as text count), ``default`` when
    absent or null. Raises ``error`` for anything else."""
    value = args.get(key)
    if value is None:
        return default
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    if not isinstance(value, bool):
        raise error(f"{key} must be true or false; got {kind(value)} {shown(value)}")
    return value


def choice(args: Mapping[str, Any], key: str, choices: Collection[str], *,
           error: ErrorClass = InvalidArgument) -> str:
    """The field ``key`` when it is one of ``choices``. Raises ``error`` naming the
    choices otherwise (also when it is missing)."""
    value = args.get(key)
    if not isinstance(value, str) or value not in choices:
        got = "nothing" if value is None else shown(value)
        raise error(f"{key} must be one of {', '.join(choices)}; got {got}")
    return value


def misnamed(args: Mapping[str, Any], aliases: Mapping[str, str]) -> dict[str, str]:
    """The arguments of ``args`` named as a model misnames a parameter (``aliases``: wrong
    name to right one), each with the right name, when the right one was not sent too."""
    return {name: aliases[name] for name in args
            if name in aliases and aliases[name] not in args}


def misnamed_message(wrong: Mapping[str, str]) -> str:
    """'unknown argument 'q' (the parameter is 'query')' for ``misnamed``'s answer."""
    return "unknown argument " + ", ".join(f"{name!r} (the parameter is {right!r})"
                                           for name, right in wrong.items())
