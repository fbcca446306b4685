"""Property tests for the formulas stated on the losses pages.

- BCELoss / binary_cross_entropy: -w [y log p + (1-y) log(1-p)], log clamped at -100,
  "mean" = sum / number of elements (docs/*/reference/losses/binary-cross-entropy.md)
- BCEWithLogitsLoss: -w [pos_weight y log s(x) + (1-y) log(1 - s(x))]
  (docs/*/reference/losses/binary-cross-entropy.md)
- L1Loss, SmoothL1Loss (beta), HuberLoss (delta), huber(delta=b) = b * smooth_l1(beta=b),
  l1_loss weighted mean = sum(w l) / sum(w), huber_loss weighted mean = sum(w l) / n
  (docs/*/reference/losses/l1-smooth-l1-huber.md)
- KLDivLoss: P (log P - log Q), "batchmean" = sum / N, "mean" = sum / numel
  (docs/*/reference/losses/kl-divergence.md)
- mse_loss weighted mean = sum(w d^2) / sum(w) (docs/*/reference/losses/torch.nn.MSELoss.md)
- PoissonNLLLoss exp(x) - y x; GaussianNLLLoss 0.5 (log v + (mu - y)^2 / v)
  (docs/*/reference/losses/poisson-gaussian-nll.md)
- MarginRankingLoss, HingeEmbeddingLoss, SoftMarginLoss (docs/*/reference/losses/margin-embedding-losses.md)
- MultiMarginLoss: sum over wrong classes of max(0, margin - x_y + x_i)^p / C
  (docs/*/reference/losses/multi-margin-losses.md)

The references are written with Python's math module on plain lists, independently of torch.
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st

SETTINGS = settings(max_examples=30, deadline=None)

reals = st.floats(min_value=-20, max_value=20, allow_nan=False, allow_infinity=False)
probs = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)
weights = st.floats(min_value=0.1, max_value=5.0, allow_nan=False)


def _t(values):
    return torch.tensor(values, dtype=torch.float64)


def _close(a: float, b: float, tol: float = 1e-9) -> bool:
    return abs(a - b) <= tol * max(1.0, abs(b))


@st.composite
def same_length(draw, *strategies):
    n = draw(st.integers(min_value=1, max_value=12))
    return [draw(st.lists(s, min_size=n, max_size=n)) for s in strategies]


def _log_clamped(v: float) -> float:
    return max(math.log(v), -100.0) if v > 0 else -100.0


@SETTINGS
@given(same_length(probs, probs, weights))
def test_bce(data):
    p, y, w = data
    ref = [-wi * (yi * _log_clamped(pi) + (1 - yi) * _log_clamped(1 - pi)) for pi, yi, wi in zip(p, y, w, strict=False)]
    got = F.binary_cross_entropy(_t(p), _t(y), weight=_t(w), reduction="none").tolist()
    assert all(_close(a, b, 1e-7) for a, b in zip(got, ref, strict=False))
    mean = F.binary_cross_entropy(_t(p), _t(y), weight=_t(w)).item()
    assert _close(mean, math.fsum(ref) / len(ref), 1e-7)


def _log_sigmoid(x: float) -> float:
    return -math.log1p(math.exp(-x)) if x >= 0 else x - math.log1p(math.exp(x))


@SETTINGS
@given(same_length(reals, probs, weights, weights))
def test_bce_with_logits(data):
    x, y, w, pw = data
    ref = [
        -wi * (pi * yi * _log_sigmoid(xi) + (1 - yi) * _log_sigmoid(-xi))
        for xi, yi, wi, pi in zip(x, y, w, pw, strict=False)
    ]
    got = F.binary_cross_entropy_with_logits(_t(x), _t(y), weight=_t(w), pos_weight=_t(pw), reduction="none")
    assert all(_close(a, b) for a, b in zip(got.tolist(), ref, strict=False))


@SETTINGS
@given(same_length(reals, reals, weights), st.floats(min_value=0.05, max_value=5.0))
def test_l1_smooth_l1_huber(data, b):
    x, y, w = data
    d = [xi - yi for xi, yi in zip(x, y, strict=False)]
    n = len(d)
    smooth = [0.5 * di * di / b if abs(di) < b else abs(di) - 0.5 * b for di in d]
    huber = [0.5 * di * di if abs(di) < b else b * (abs(di) - 0.5 * b) for di in d]
    X, Y, W = _t(x), _t(y), _t(w)
    got_s = F.smooth_l1_loss(X, Y, beta=b, reduction="none").tolist()
    got_h = F.huber_loss(X, Y, delta=b, reduction="none").tolist()
    assert all(_close(a, r) for a, r in zip(got_s, smooth, strict=False))
    assert all(_close(a, r) for a, r in zip(got_h, huber, strict=False))
    assert all(_close(h, b * s) for h, s in zip(got_h, got_s, strict=False))
    l1 = [abs(di) for di in d]
    assert _close(F.l1_loss(X, Y).item(), math.fsum(l1) / n)
    assert _close(
        F.l1_loss(X, Y, weight=W).item(), math.fsum(wi * li for wi, li in zip(w, l1, strict=False)) / math.fsum(w)
    )
    assert _close(
        F.huber_loss(X, Y, delta=b, weight=W).item(), math.fsum(wi * hi for wi, hi in zip(w, huber, strict=False)) / n
    )
    sq = [di * di for di in d]
    assert _close(
        F.mse_loss(X, Y, weight=W).item(), math.fsum(wi * si for wi, si in zip(w, sq, strict=False)) / math.fsum(w)
    )


@st.composite
def two_distributions(draw):
    n = draw(st.integers(min_value=1, max_value=4))
    c = draw(st.integers(min_value=1, max_value=5))
    pos = st.floats(min_value=0.01, max_value=10.0)

    def dist():
        rows = draw(st.lists(st.lists(pos, min_size=c, max_size=c), min_size=n, max_size=n))
        return [[v / math.fsum(r) for v in r] for r in rows]

    return dist(), dist()


@SETTINGS
@given(two_distributions())
def test_kl_div(pq):
    P, Q = pq
    n, c = len(P), len(P[0])
    kl_rows = [
        math.fsum(p * (math.log(p) - math.log(q)) for p, q in zip(pr, qr, strict=False))
        for pr, qr in zip(P, Q, strict=False)
    ]
    logQ, Pt = _t(Q).log(), _t(P)
    assert _close(F.kl_div(logQ, Pt, reduction="batchmean").item(), math.fsum(kl_rows) / n)
    assert _close(F.kl_div(logQ, Pt, reduction="sum").item(), math.fsum(kl_rows))
    assert _close(F.kl_div(logQ, Pt.log(), reduction="batchmean", log_target=True).item(), math.fsum(kl_rows) / n)
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert _close(F.kl_div(logQ, Pt, reduction="mean").item(), math.fsum(kl_rows) / (n * c))


@SETTINGS
@given(same_length(reals, st.integers(min_value=0, max_value=30), st.floats(min_value=0.01, max_value=10.0)))
def test_poisson_gaussian(data):
    x, y, v = data
    yf = [float(k) for k in y]
    ref = [math.exp(xi) - yi * xi for xi, yi in zip(x, yf, strict=False)]
    got = F.poisson_nll_loss(_t(x), _t(yf), reduction="none").tolist()
    assert all(_close(a, b) for a, b in zip(got, ref, strict=False))
    g_ref = [0.5 * (math.log(vi) + (xi - yi) ** 2 / vi) for xi, yi, vi in zip(x, yf, v, strict=False)]
    g = F.gaussian_nll_loss(_t(x), _t(yf), _t(v), reduction="none").tolist()
    assert all(_close(a, b) for a, b in zip(g, g_ref, strict=False))


signs = st.sampled_from([1.0, -1.0])


@SETTINGS
@given(same_length(reals, reals, signs), st.floats(min_value=0.0, max_value=3.0))
def test_pair_margin_losses(data, margin):
    a, b, y = data
    A, B, Y = _t(a), _t(b), _t(y)
    rank = [max(0.0, -yi * (ai - bi) + margin) for ai, bi, yi in zip(a, b, y, strict=False)]
    assert all(
        _close(g, r)
        for g, r in zip(F.margin_ranking_loss(A, B, Y, margin=margin, reduction="none").tolist(), rank, strict=False)
    )
    d = [abs(ai) for ai in a]
    hinge = [di if yi == 1 else max(0.0, margin - di) for di, yi in zip(d, y, strict=False)]
    got = F.hinge_embedding_loss(_t(d), Y, margin=margin, reduction="none").tolist()
    assert all(_close(g, r) for g, r in zip(got, hinge, strict=False))
    soft = [math.log1p(math.exp(-yi * ai)) for ai, yi in zip(a, y, strict=False)]
    assert all(_close(g, r) for g, r in zip(F.soft_margin_loss(A, Y, reduction="none").tolist(), soft, strict=False))


@st.composite
def scores_and_class(draw):
    n = draw(st.integers(min_value=1, max_value=4))
    c = draw(st.integers(min_value=2, max_value=6))
    x = draw(st.lists(st.lists(reals, min_size=c, max_size=c), min_size=n, max_size=n))
    y = draw(st.lists(st.integers(min_value=0, max_value=c - 1), min_size=n, max_size=n))
    return x, y


@SETTINGS
@given(scores_and_class(), st.sampled_from([1, 2]), st.floats(min_value=0.1, max_value=2.0))
def test_multi_margin(xy, p, margin):
    x, y = xy
    c = len(x[0])
    ref = [
        sum(max(0.0, margin - row[t] + row[i]) ** p for i in range(c) if i != t) / c
        for row, t in zip(x, y, strict=False)
    ]
    got = F.multi_margin_loss(_t(x), torch.tensor(y), p=p, margin=margin, reduction="none").tolist()
    assert all(_close(g, r) for g, r in zip(got, ref, strict=False))
