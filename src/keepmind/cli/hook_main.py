"""The command an agent's hooks run: ``python -P -S <this file> AGENT EVENT [--home DIR]``.

``keepmind connect`` writes this form. ``-S`` starts the interpreter without ``site``:
no ``.pth`` file of any installed package is read, which is most of an interpreter's
start-up (docs/benchmarks.md). ``-P`` keeps this file's directory off ``sys.path``, so
no module of the package can shadow the standard library's. The script puts the
directory that holds the ``keepmind`` package first on ``sys.path`` and runs
``keepmind.cli.hook``: its warm path (the snapshot file is current, no provider) needs
the standard library and keepmind alone, and everything else calls
``keepmind.cli._hook_input.with_site`` before it imports a dependency.
"""

from __future__ import annotations

import os
import sys


def main() -> int:
    """Run the hook with the arguments after this file's name; always returns 0."""
    package_parent = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    if package_parent not in sys.path:
        sys.path.insert(0, package_parent)
    from keepmind.cli.hook import run_hook

    return run_hook(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
