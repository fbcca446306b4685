"""The shape formulas stated on the nn-layers pages, checked against torch.

Each formula below is the one written (in LaTeX) on its page under
docs/*/reference/nn-layers/.  Hypothesis draws random layer configurations;
configurations that torch rejects (kernel larger than the padded input,
padding over half the kernel, ...) are skipped with ``assume``.
"""

from __future__ import annotations

import math
import warnings

import pytest

torch = pytest.importorskip("torch")
hypothesis = pytest.importorskip("hypothesis")

import torch.nn.functional as F  # noqa: E402
from hypothesis import assume, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from torch import nn  # noqa: E402

SETTINGS = settings(max_examples=60, deadline=None)


# --- the formulas, as the pages state them ---------------------------------------------


def conv_out(n: int, k: int, s: int, p: int, d: int) -> int:
    """Conv1d/2d/3d, per spatial dim: floor((n + 2p - d(k-1) - 1) / s) + 1."""
    return math.floor((n + 2 * p - d * (k - 1) - 1) / s) + 1


def conv_same_padding(k: int, d: int) -> tuple[int, int]:
    """padding="same" (stride 1 only): total d(k-1), the odd one extra on the right."""
    total = d * (k - 1)
    return total // 2, total - total // 2


def conv_transpose_out(n: int, k: int, s: int, p: int, d: int, op: int) -> int:
    """ConvTranspose2d: (n - 1)s - 2p + d(k-1) + output_padding + 1."""
    return (n - 1) * s - 2 * p + d * (k - 1) + op + 1


def pool_out(n: int, k: int, s: int, p: int, d: int, ceil_mode: bool) -> int:
    """MaxPool2d (AvgPool2d with d = 1): floor or ceil of (n + 2p - d(k-1) - 1) / s, plus 1;
    with ceil_mode the last window must start inside the input or the left padding."""
    span = n + 2 * p - d * (k - 1) - 1
    out = (math.ceil(span / s) if ceil_mode else math.floor(span / s)) + 1
    if ceil_mode and (out - 1) * s >= n + p:
        out -= 1
    return out


def linear_out(shape: tuple[int, ...], out_features: int) -> tuple[int, ...]:
    """Linear: (*, in_features) -> (*, out_features)."""
    return (*shape[:-1], out_features)


def interpolate_out(n: int, scale: float) -> int:
    """F.interpolate with scale_factor: floor(n * scale)."""
    return math.floor(n * scale)


# --- strategies --------------------------------------------------------------------------

sizes = st.integers(1, 20)
kernels = st.integers(1, 5)
strides = st.integers(1, 4)
pads = st.integers(0, 3)
dilations = st.integers(1, 3)


def dim_params():
    return st.tuples(sizes, kernels, strides, pads, dilations)


def _valid_conv(n: int, k: int, s: int, p: int, d: int) -> bool:
    return n + 2 * p >= d * (k - 1) + 1


# --- convolutions ------------------------------------------------------------------------


@SETTINGS
@given(dim_params(), st.integers(1, 3), st.integers(1, 3))
def test_conv1d_shape(dim, c_in, c_out):
    n, k, s, p, d = dim
    assume(_valid_conv(n, k, s, p, d))
    conv = nn.Conv1d(c_in, c_out, k, stride=s, padding=p, dilation=d)
    y = conv(torch.zeros(2, c_in, n))
    assert tuple(y.shape) == (2, c_out, conv_out(n, k, s, p, d))
    assert tuple(conv.weight.shape) == (c_out, c_in, k)


@SETTINGS
@given(dim_params(), dim_params(), st.sampled_from([1, 2]), st.booleans())
def test_conv2d_shape(h, w, groups, batched):
    assume(_valid_conv(*h) and _valid_conv(*w))
    c_in, c_out = 2 * groups, 3 * groups
    conv = nn.Conv2d(
        c_in, c_out, (h[1], w[1]), stride=(h[2], w[2]), padding=(h[3], w[3]), dilation=(h[4], w[4]), groups=groups
    )
    x = torch.zeros(c_in, h[0], w[0])
    y = conv(x.unsqueeze(0) if batched else x)
    expect = (c_out, conv_out(*h), conv_out(*w))
    assert tuple(y.shape) == ((1, *expect) if batched else expect)
    assert tuple(conv.weight.shape) == (c_out, c_in // groups, h[1], w[1])


@SETTINGS
@given(sizes, kernels, dilations)
def test_conv2d_padding_same(n, k, d):
    left, right = conv_same_padding(k, d)
    conv = nn.Conv2d(1, 1, k, padding="same", dilation=d, bias=False)
    x = torch.randn(1, 1, n, n)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # even kernel: asymmetric padding copy
        y = conv(x)
    assert tuple(y.shape) == (1, 1, n, n)
    manual = F.conv2d(F.pad(x, (left, right, left, right)), conv.weight, dilation=d)
    torch.testing.assert_close(y, manual)


@SETTINGS
@given(
    st.tuples(st.integers(1, 9), kernels, strides, pads, dilations),
    st.tuples(st.integers(1, 9), kernels, strides, pads, dilations),
    st.tuples(st.integers(1, 9), kernels, strides, pads, dilations),
)
def test_conv3d_shape(dd, hh, ww):
    assume(_valid_conv(*dd) and _valid_conv(*hh) and _valid_conv(*ww))
    conv = nn.Conv3d(
        1,
        2,
        (dd[1], hh[1], ww[1]),
        stride=(dd[2], hh[2], ww[2]),
        padding=(dd[3], hh[3], ww[3]),
        dilation=(dd[4], hh[4], ww[4]),
    )
    y = conv(torch.zeros(1, 1, dd[0], hh[0], ww[0]))
    assert tuple(y.shape) == (1, 2, conv_out(*dd), conv_out(*hh), conv_out(*ww))


@SETTINGS
@given(dim_params(), dim_params(), st.integers(0, 3), st.integers(0, 3))
def test_conv_transpose2d_shape(h, w, op_h, op_w):
    # output_padding must be smaller than stride or dilation
    assume(op_h < max(h[2], h[4]) and op_w < max(w[2], w[4]))
    out_h, out_w = conv_transpose_out(*h, op_h), conv_transpose_out(*w, op_w)
    assume(out_h >= 1 and out_w >= 1)
    conv = nn.ConvTranspose2d(
        2,
        3,
        (h[1], w[1]),
        stride=(h[2], w[2]),
        padding=(h[3], w[3]),
        output_padding=(op_h, op_w),
        dilation=(h[4], w[4]),
    )
    y = conv(torch.zeros(1, 2, h[0], w[0]))
    assert tuple(y.shape) == (1, 3, out_h, out_w)


# --- pooling -----------------------------------------------------------------------------


@SETTINGS
@given(dim_params(), dim_params(), st.booleans())
def test_maxpool2d_shape(h, w, ceil_mode):
    for n, k, s, p, d in (h, w):
        assume(p <= k // 2)  # padding at most half the kernel size (dilation does not widen the limit)
        assume(pool_out(n, k, s, p, d, ceil_mode) >= 1)
    pool = nn.MaxPool2d(
        (h[1], w[1]), stride=(h[2], w[2]), padding=(h[3], w[3]), dilation=(h[4], w[4]), ceil_mode=ceil_mode
    )
    y = pool(torch.zeros(1, 1, h[0], w[0]))
    assert tuple(y.shape) == (1, 1, pool_out(*h, ceil_mode), pool_out(*w, ceil_mode))
    y2 = F.max_pool2d(
        torch.zeros(1, 1, h[0], w[0]),
        (h[1], w[1]),
        stride=(h[2], w[2]),
        padding=(h[3], w[3]),
        dilation=(h[4], w[4]),
        ceil_mode=ceil_mode,
    )
    assert y2.shape == y.shape


@SETTINGS
@given(st.tuples(sizes, kernels, strides, pads), st.tuples(sizes, kernels, strides, pads), st.booleans(), st.booleans())
def test_avgpool2d_shape(h, w, ceil_mode, count_include_pad):
    for n, k, s, p in (h, w):
        assume(p <= k // 2)
        assume(pool_out(n, k, s, p, 1, ceil_mode) >= 1)
    pool = nn.AvgPool2d(
        (h[1], w[1]),
        stride=(h[2], w[2]),
        padding=(h[3], w[3]),
        ceil_mode=ceil_mode,
        count_include_pad=count_include_pad,
    )
    y = pool(torch.zeros(1, 1, h[0], w[0]))
    assert tuple(y.shape) == (1, 1, pool_out(*h, 1, ceil_mode), pool_out(*w, 1, ceil_mode))


def avgpool_divisor(a: int, k: int, n: int, p: int, count_include_pad: bool) -> int:
    """AvgPool2d divisor of the window starting at input coordinate a (a may be negative)."""
    if count_include_pad:
        return min(a + k, n + p) - a
    return min(a + k, n) - max(a, 0)


@SETTINGS
@given(st.tuples(sizes, kernels, strides, pads), st.booleans(), st.booleans())
def test_avgpool2d_divisor(dim, ceil_mode, count_include_pad):
    n, k, s, p = dim
    assume(p <= k // 2)
    out = pool_out(n, k, s, p, 1, ceil_mode)
    assume(out >= 1)
    x = torch.rand(1, 1, 1, n, dtype=torch.float64) + 0.5
    y = nn.AvgPool2d((1, k), stride=(1, s), padding=(0, p), ceil_mode=ceil_mode, count_include_pad=count_include_pad)(
        x
    ).flatten()
    expect = []
    for o in range(out):
        a = o * s - p
        total = x[0, 0, 0, max(a, 0) : min(a + k, n)].sum()
        expect.append(total / avgpool_divisor(a, k, n, p, count_include_pad))
    torch.testing.assert_close(y, torch.stack(expect))


def test_stride_defaults_to_kernel():
    assert nn.MaxPool2d(3).stride == 3
    assert nn.AvgPool2d(2).stride == 2


# --- linear and interpolate --------------------------------------------------------------


@SETTINGS
@given(st.lists(st.integers(1, 4), min_size=0, max_size=3), st.integers(1, 6), st.integers(1, 6))
def test_linear_shape(lead, in_f, out_f):
    fc = nn.Linear(in_f, out_f)
    x = torch.randn(*lead, in_f)
    y = fc(x)
    assert tuple(y.shape) == linear_out(tuple(x.shape), out_f)
    assert tuple(fc.weight.shape) == (out_f, in_f)
    torch.testing.assert_close(y, x @ fc.weight.T + fc.bias)


@SETTINGS
@given(
    st.integers(1, 40),
    st.integers(1, 40),
    st.floats(0.05, 4.0, allow_nan=False),
    st.floats(0.05, 4.0, allow_nan=False),
    st.sampled_from(["nearest", "nearest-exact", "bilinear", "bicubic", "area"]),
    st.sampled_from([None, True]),
)
def test_interpolate_scale_factor_shape(h, w, sh, sw, mode, recompute):
    out_h, out_w = interpolate_out(h, sh), interpolate_out(w, sw)
    assume(out_h >= 1 and out_w >= 1)
    y = F.interpolate(torch.zeros(1, 1, h, w), scale_factor=(sh, sw), mode=mode, recompute_scale_factor=recompute)
    assert tuple(y.shape) == (1, 1, out_h, out_w)


@SETTINGS
@given(st.integers(1, 30), st.integers(1, 30))
def test_interpolate_size_shape(n, m):
    y = F.interpolate(torch.zeros(2, 3, n), size=m, mode="linear", align_corners=False)
    assert tuple(y.shape) == (2, 3, m)
