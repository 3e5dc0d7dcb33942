"""The score of an engineer's own corpus, written before the rules it tests: how many
attacks of its dev and held parts the scanner blocks (context scope) and how many benign
texts it passes (both scopes). Each row's text is its last field."""

from __future__ import annotations

from collections.abc import Sequence


def print_score(dev_attacks: Sequence[tuple[str, ...]], dev_benign: Sequence[tuple[str, ...]],
                held_attacks: Sequence[tuple[str, ...]],
                held_benign: Sequence[tuple[str, ...]]) -> None:
    from keepmind.security import scan

    for name, attacks, benign in (("dev", dev_attacks, dev_benign),
                                  ("held", held_attacks, held_benign)):
        blocked = sum(bool(scan(row[-1], "context")) for row in attacks)
        passed = sum(not scan(row[-1], "strict") and not scan(row[-1], "context")
                     for row in benign)
        print(f"{name}: attacks blocked {blocked}/{len(attacks)}, "
              f"benign passed {passed}/{len(benign)}")
