"""The n-gram head's score by its plain formula (session 9's code, kept as the reference):
every n-gram of the padded ``low`` view sliced and hashed, the buckets sorted and summed in
order. ``keepmind.classifiers.ngram`` must give the same score to the last bit."""

from __future__ import annotations

import math
import zlib

from keepmind.classifiers import ngram
from keepmind.classifiers.head import centred_score
from keepmind.security.normalize import prepare


def reference_buckets(text: str) -> list[int]:
    low = " " + " ".join(prepare(text[:ngram.MAX_CHARS]).low.split()) + " "
    grams = {low[i:i + n] for n in ngram.SIZES for i in range(len(low) - n + 1)}
    return sorted({zlib.crc32(g.encode("utf-8")) % ngram.BUCKETS for g in grams})


def reference_score(model: ngram.NgramClassifier, text: str) -> float:
    buckets = reference_buckets(text)
    value = 1 / math.sqrt(max(len(buckets), 1))
    weights = model._weights
    logit = math.fsum(weights[b] for b in buckets) * value + model._bias
    return centred_score(logit, model._cut)
