"""Fitting the scanner's second opinions and scoring them out of group
(``train_scanner_classifier.py``): a logistic regression with an L2 penalty by Newton's
method in numpy (dense features, standardised) or by Newton steps solved with conjugate
gradients (the n-gram head's sparse rows), the nearest-centroid category head, the threshold
that keeps the consulted benign texts within a share, and every corpus row's score by a head
fitted without its group.

Deterministic: the fits have no randomness, and one BLAS thread (set by the script) always
sums in one order.
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from scanner_head_features import SparseRows

Array = npt.NDArray[np.float64]
Mask = npt.NDArray[np.bool_]


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

