"""Property tests for the activation formulas stated on these pages:

- docs/*/reference/activations/gelu-silu-mish.md: GELU (erf and tanh forms), SiLU, Mish
- docs/*/reference/activations/shrinkage.md: Hardshrink, Softshrink, Tanhshrink
- docs/*/reference/activations/selu-celu.md: SELU, CELU
- docs/*/reference/activations/hardtanh-threshold.md: Hardtanh, Threshold
- docs/*/reference/activations/glu.md: GLU (a * sigmoid(b), output half the size along dim)
- docs/*/reference/activations/logsigmoid-hardswish.md: LogSigmoid, Hardswish
- docs/*/reference/activations/softmin-softmax2d.md: Softmin, Softmax2d
- docs/*/reference/activations/elementwise-activations.md: softplus with beta and threshold

Each reference is written with Python's math module, element by element, independently of torch,
and compared in float64 on random shapes and values.
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st

SETTINGS = settings(max_examples=30, deadline=None)

finite = st.floats(min_value=-30.0, max_value=30.0, allow_nan=False, allow_infinity=False)
values = st.lists(finite, min_size=1, max_size=24)
positive = st.floats(min_value=0.05, max_value=5.0)

SELU_ALPHA = 1.6732632423543772848170429916717
SELU_SCALE = 1.0507009873554804934193349852946


def sigmoid(v: float) -> float:
    return 1.0 / (1.0 + math.exp(-v)) if v >= 0 else math.exp(v) / (1.0 + math.exp(v))


def softplus(v: float) -> float:
    return max(v, 0.0) + math.log1p(math.exp(-abs(v)))


def check(torch_fn, ref_fn, xs, tol=1e-12):
    got = torch_fn(torch.tensor(xs, dtype=torch.float64)).tolist()
    for g, v in zip(got, xs, strict=False):
        r = ref_fn(v)
        assert math.isclose(g, r, rel_tol=tol, abs_tol=tol), (v, g, r)


@SETTINGS
@given(values)
def test_smooth_gates(xs):
    check(F.gelu, lambda v: 0.5 * v * (1 + math.erf(v / math.sqrt(2))), xs)
    k = math.sqrt(2 / math.pi)
    check(lambda t: F.gelu(t, approximate="tanh"), lambda v: 0.5 * v * (1 + math.tanh(k * (v + 0.044715 * v**3))), xs)
    check(F.silu, lambda v: v * sigmoid(v), xs)
    check(F.mish, lambda v: v * math.tanh(softplus(v)), xs)


@SETTINGS
@given(values, st.floats(min_value=0.0, max_value=3.0))
def test_shrinkage(xs, lam):
    check(lambda t: F.hardshrink(t, lam), lambda v: v if abs(v) > lam else 0.0, xs)
    check(lambda t: F.softshrink(t, lam), lambda v: v - lam if v > lam else (v + lam if v < -lam else 0.0), xs)
    check(F.tanhshrink, lambda v: v - math.tanh(v), xs, tol=1e-9)


@SETTINGS
@given(values, positive)
def test_selu_celu(xs, alpha):
    check(F.selu, lambda v: SELU_SCALE * (v if v > 0 else SELU_ALPHA * math.expm1(v)), xs)
    check(lambda t: F.celu(t, alpha), lambda v: v if v > 0 else alpha * math.expm1(v / alpha), xs)


@SETTINGS
@given(values, finite, finite, finite, finite)
def test_hardtanh_threshold(xs, a, b, t, value):
    lo, hi = min(a, b), max(a, b)
    check(lambda x: F.hardtanh(x, lo, hi), lambda v: min(max(v, lo), hi), xs)
    check(lambda x: F.threshold(x, t, value), lambda v: v if v > t else value, xs)


@SETTINGS
@given(values)
def test_logsigmoid_hardswish(xs):
    check(F.logsigmoid, lambda v: -softplus(-v), xs)
    check(F.hardswish, lambda v: v * min(max(v + 3, 0.0), 6.0) / 6, xs)


@SETTINGS
@given(values, st.floats(min_value=0.2, max_value=4.0), st.floats(min_value=1.0, max_value=30.0))
def test_softplus_beta_threshold(xs, beta, threshold):
    check(
        lambda t: F.softplus(t, beta=beta, threshold=threshold),
        lambda v: v if beta * v > threshold else math.log1p(math.exp(beta * v)) / beta,
        xs,
        tol=1e-10,
    )


@st.composite
def glu_case(draw):
    ndim = draw(st.integers(min_value=1, max_value=3))
    shape = [draw(st.integers(min_value=1, max_value=3)) for _ in range(ndim)]
    dim = draw(st.integers(min_value=-ndim, max_value=ndim - 1))
    shape[dim] *= 2
    n = math.prod(shape)
    data = draw(st.lists(finite, min_size=n, max_size=n))
    return shape, dim, data


@SETTINGS
@given(glu_case())
def test_glu_shape_and_values(case):
    shape, dim, data = case
    x = torch.tensor(data, dtype=torch.float64).reshape(shape)
    y = F.glu(x, dim)
    expected_shape = list(shape)
    expected_shape[dim] //= 2
    assert list(y.shape) == expected_shape
    half = shape[dim] // 2
    a = x.narrow(dim, 0, half).reshape(-1).tolist()
    b = x.narrow(dim, half, half).reshape(-1).tolist()
    for g, av, bv in zip(y.reshape(-1).tolist(), a, b, strict=False):
        assert math.isclose(g, av * sigmoid(bv), rel_tol=1e-12, abs_tol=1e-12)


@SETTINGS
@given(st.lists(finite, min_size=2, max_size=8))
def test_softmin(xs):
    m = min(xs)
    e = [math.exp(-(v - m)) for v in xs]
    s = math.fsum(e)
    got = F.softmin(torch.tensor(xs, dtype=torch.float64), dim=0).tolist()
    for g, ev in zip(got, e, strict=False):
        assert math.isclose(g, ev / s, rel_tol=1e-12, abs_tol=1e-15)


@SETTINGS
@given(st.integers(1, 3), st.integers(1, 4), st.integers(1, 3), st.integers(1, 3))
def test_softmax2d_channels_sum_to_one(n, c, h, w):
    x = torch.randn(n, c, h, w, dtype=torch.float64) * 5
    y = torch.nn.Softmax2d()(x)
    assert y.shape == x.shape
    assert torch.allclose(y.sum(dim=1), torch.ones(n, h, w, dtype=torch.float64))
