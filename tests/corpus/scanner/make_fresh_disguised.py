#!/usr/bin/env python3
"""Build fresh/generated.jsonl: disguised variants of the fresh split's hand-written attacks.

In each language, PER_LANG attacks written plain (disguise "none", or "mixed_lang": the
switch of language is kept) are disguised once each with ``make_disguised``'s transforms,
the disguises taken in turn from a shuffled cycle (skipping those that do not apply: look-alikes
and rot13 need Latin text). Secrets and invisible attacks are left alone, as
``make_disguised`` leaves them. Each variant is ``gen:<disguise>:<source id>``; the output
depends on the seed and the hand-written files only.

    python tests/corpus/scanner/make_fresh_disguised.py
"""

import json
import os
import random
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from make_disguised import DISGUISES, SKIP_CATEGORIES, TRANSFORMS, applicable  # noqa: E402

SEED = 20261206
PER_LANG = 5
FRESH = os.path.join(HERE, "fresh")
OUT = os.path.join(FRESH, "generated.jsonl")


def sources():
    """The plain hand-written attacks of the fresh split, per language, in file order."""
    by_lang = defaultdict(list)
    for name in sorted(os.listdir(FRESH)):
        if not name.endswith(".jsonl") or name == os.path.basename(OUT):
            continue
        with open(os.path.join(FRESH, name), encoding="utf-8") as fh:
            for line in filter(str.strip, fh):
                item = json.loads(line)
                if (item["label"] == "attack" and item["disguise"] in ("none", "mixed_lang")
                        and item["category"] not in SKIP_CATEGORIES):
                    by_lang[item["lang"]].append(item)
    return by_lang


def variants(rng, items, count):
    """``count`` variants of ``items`` (taken in a shuffled order), one disguise each."""
    cycle = rng.sample(DISGUISES, len(DISGUISES))
    out = []
    for item in rng.sample(items, len(items)):
        usable = [d for d in cycle if applicable(d, item["text"])]
        if len(out) == count or not usable:
            continue
        disguise = usable[0]
        cycle.remove(disguise)
        cycle.append(disguise)
        text = TRANSFORMS[disguise](rng, item["text"], item["lang"])
        if text != item["text"]:
            out.append({**item, "id": f"gen:{disguise}:{item['id']}", "disguise": disguise,
                        "text": text})
    return out


def main():
    rng = random.Random(SEED)
    by_lang = sources()
    out = [v for lang in sorted(by_lang) for v in variants(rng, by_lang[lang], PER_LANG)]
    with open(OUT, "w", encoding="utf-8") as fh:
        for item in out:
            fh.write(json.dumps(item, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} variants:", dict(Counter(v["disguise"] for v in out)))


if __name__ == "__main__":
    sys.exit(main())
