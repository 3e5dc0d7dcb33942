"""The console entry point: sends each command to the code that runs it, importing no
more than that code needs.

``keepmind hook ...`` (run by an agent on every prompt) and ``keepmind --version`` are
answered here without the command tree: typer, click, rich and pydantic alone cost more
than a hook may take. ``hook`` without its two arguments, or with ``--help``, gets the
command tree's usage message instead. Everything else goes to ``keepmind.cli.app``, whose
command tree also has ``hook`` (for its help, and when root options such as ``--home``
come first).
"""

from __future__ import annotations

import sys
from typing import Any

FAST_HELP = frozenset({"--help", "-h"})


def main(argv: list[str] | None = None) -> int:
    """Run one command; returns the exit code (see ``keepmind.cli.app`` for the error
    contract; a hook always exits 0)."""
    args = sys.argv[1:] if argv is None else list(argv)
    if args[:1] == ["hook"] and len(args) >= 3 and not FAST_HELP.intersection(args):
        from keepmind.cli.hook import run_hook

        return run_hook(args[1:])
    if args == ["--version"]:
        from keepmind import __version__

        print(f"keepmind {__version__}")
        return 0
    from keepmind.cli.app import main as app_main

    return app_main(args)


def run() -> None:  # pragma: no cover - thin wrapper for the console script
    sys.exit(main())


def __getattr__(name: str) -> Any:
    if name == "app":  # the typer app, for tests and docs/generate_cli.py
        from keepmind.cli.app import app

        return app
    raise AttributeError(f"module 'keepmind.cli.main' has no attribute {name!r}")


if __name__ == "__main__":  # pragma: no cover
    run()


__all__ = ["app", "main", "run"]  # noqa: F822 - app comes from __getattr__
