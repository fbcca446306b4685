"""Property tests for formulas stated on the nn-layers normalization and distance pages.

- batch norm (training): per-channel mean / biased variance over every dim but 1;
  running buffers (1 - m) * old + m * new with the UNBIASED batch variance
  (docs/*/reference/nn-layers/batch-norm.md)
- layer norm over the trailing dims, RMS norm x / sqrt(mean(x^2) + eps)
  (docs/*/reference/nn-layers/layer-norm.md)
- group norm over groups of C/G channels (docs/*/reference/nn-layers/group-norm.md)
- instance norm over the spatial dims of each (sample, channel)
  (docs/*/reference/nn-layers/instance-norm.md)
- pdist: N(N-1)/2 distances in row-major upper-triangle order; pairwise_distance = ||x1 - x2 + eps||_p;
  cosine similarity with each norm clamped to eps (docs/*/reference/nn-layers/distances.md)

The references are written with plain Python floats (math.fsum), independently of torch.
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st

SETTINGS = settings(max_examples=30, deadline=None)


def _normalise(values: list[float], eps: float) -> list[float]:
    n = len(values)
    mean = math.fsum(values) / n
    var = math.fsum((v - mean) ** 2 for v in values) / n  # biased
    return [(v - mean) / math.sqrt(var + eps) for v in values]


@st.composite
def tensors(draw, min_dims: int, max_dims: int):
    ndim = draw(st.integers(min_value=min_dims, max_value=max_dims))
    shape = [draw(st.integers(min_value=2, max_value=4)) for _ in range(ndim)]
    seed = draw(st.integers(min_value=0, max_value=2**31 - 1))
    scale = draw(st.floats(min_value=0.1, max_value=10.0))
    g = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, generator=g, dtype=torch.float64) * scale


@SETTINGS
@given(x=tensors(2, 5), momentum=st.floats(min_value=0.0, max_value=1.0))
def test_batch_norm_training(x, momentum):
    C = x.shape[1]
    rm, rv = torch.zeros(C, dtype=x.dtype), torch.ones(C, dtype=x.dtype)
    y = F.batch_norm(x, rm, rv, training=True, momentum=momentum, eps=1e-5)
    xc = x.transpose(0, 1).reshape(C, -1)  # channel c: all its values
    for c in range(C):
        vals = xc[c].tolist()
        ref = _normalise(vals, 1e-5)
        got = y.transpose(0, 1).reshape(C, -1)[c].tolist()
        assert max(abs(a - b) for a, b in zip(got, ref, strict=False)) < 1e-9
        n = len(vals)
        mean = math.fsum(vals) / n
        unbiased = math.fsum((v - mean) ** 2 for v in vals) / (n - 1)
        assert math.isclose(rm[c].item(), momentum * mean, rel_tol=1e-9, abs_tol=1e-12)
        assert math.isclose(rv[c].item(), (1 - momentum) + momentum * unbiased, rel_tol=1e-9)


@SETTINGS
@given(x=tensors(1, 4), k=st.integers(min_value=1, max_value=3))
def test_layer_norm_and_rms_norm(x, k):
    k = min(k, x.dim())
    shape = x.shape[-k:]
    rows = x.reshape(-1, math.prod(shape))
    y = F.layer_norm(x, shape).reshape(rows.shape)
    r = F.rms_norm(x, shape, eps=1e-6).reshape(rows.shape)
    for i in range(rows.shape[0]):
        vals = rows[i].tolist()
        ref = _normalise(vals, 1e-5)
        assert max(abs(a - b) for a, b in zip(y[i].tolist(), ref, strict=False)) < 1e-9
        ms = math.fsum(v * v for v in vals) / len(vals)
        ref_r = [v / math.sqrt(ms + 1e-6) for v in vals]
        assert max(abs(a - b) for a, b in zip(r[i].tolist(), ref_r, strict=False)) < 1e-9


@SETTINGS
@given(x=tensors(2, 4), groups=st.integers(min_value=1, max_value=4))
def test_group_and_instance_norm(x, groups):
    N, C = x.shape[:2]
    if C % groups:
        groups = 1
    y = F.group_norm(x, groups)
    per_group = x.reshape(N, groups, -1)
    yg = y.reshape(N, groups, -1)
    for n in range(N):
        for g in range(groups):
            ref = _normalise(per_group[n, g].tolist(), 1e-5)
            assert max(abs(a - b) for a, b in zip(yg[n, g].tolist(), ref, strict=False)) < 1e-9
    if x.dim() >= 3:
        yi = F.instance_norm(x).reshape(N, C, -1)
        xi = x.reshape(N, C, -1)
        for n in range(N):
            for c in range(C):
                ref = _normalise(xi[n, c].tolist(), 1e-5)
                assert max(abs(a - b) for a, b in zip(yi[n, c].tolist(), ref, strict=False)) < 1e-9


@SETTINGS
@given(
    n=st.integers(min_value=1, max_value=6),
    d=st.integers(min_value=1, max_value=4),
    p=st.sampled_from([1.0, 2.0, 3.0]),
    seed=st.integers(min_value=0, max_value=2**31 - 1),
)
def test_pdist_pairwise_cosine(n, d, p, seed):
    g = torch.Generator().manual_seed(seed)
    X = torch.randn(n, d, generator=g, dtype=torch.float64)
    out = F.pdist(X, p=p)
    assert out.shape == (n * (n - 1) // 2,)
    pts = X.tolist()
    ref = [
        math.fsum(abs(a - b) ** p for a, b in zip(pts[i], pts[j], strict=False)) ** (1 / p)
        for i in range(n)
        for j in range(i + 1, n)
    ]
    assert all(math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-12) for a, b in zip(out.tolist(), ref, strict=False))

    Y = torch.randn(n, d, generator=g, dtype=torch.float64)
    pd = F.pairwise_distance(X, Y, p=p, eps=1e-6)
    cs = F.cosine_similarity(X, Y, dim=1, eps=1e-8)
    for i, (a, b) in enumerate(zip(pts, Y.tolist(), strict=False)):
        ref_pd = math.fsum(abs(u - v + 1e-6) ** p for u, v in zip(a, b, strict=False)) ** (1 / p)
        assert math.isclose(pd[i].item(), ref_pd, rel_tol=1e-9, abs_tol=1e-12)
        na = max(math.sqrt(math.fsum(u * u for u in a)), 1e-8)
        nb = max(math.sqrt(math.fsum(v * v for v in b)), 1e-8)
        ref_cs = math.fsum(u * v for u, v in zip(a, b, strict=False)) / (na * nb)
        assert math.isclose(cs[i].item(), ref_cs, rel_tol=1e-9, abs_tol=1e-12)
