"""Property tests for formulas stated on the "other operations" and complex-view pages.

- flatten: (n_0..n_{d-1}) -> (n_0..n_{s-1}, prod n_s..n_e, n_{e+1}..), row-major order;
  unflatten undoes it (docs/*/reference/shape-ops/flatten-unflatten-ravel.md)
- roll: out[j] = input[(j - s) mod n]; rot90 (k=1, dims=(0, 1)): out[i][j] = input[j][n1 - 1 - i],
  only k mod 4 matters (docs/*/reference/shape-ops/roll-rot90-fliplr-flipud.md)
- angle: atan2(Im, Re); view_as_real: (..., 0) = Re, (..., 1) = Im
  (docs/*/reference/math-and-reductions/complex-views.md)
- conj_physical: Re - i Im (docs/*/reference/math-and-reductions/conj-physical-resolve.md)
- cummax / cummin: running max / min, index of the latest equal element;
  logcumsumexp: log(sum_{k<=j} exp(x_k))
  (docs/*/reference/math-and-reductions/cummax-cummin-logcumsumexp.md)
- diff: out[i] = x[i+1] - x[i], applied n times; gradient: central differences inside
  (uneven-spacing formula), one-sided differences at the edges
  (docs/*/reference/math-and-reductions/diff-gradient.md)
- searchsorted / bucketize: left = bisect_left, right = bisect_right
  (docs/*/reference/math-and-reductions/searchsorted-bucketize.md)
- gcd / lcm: math.gcd / math.lcm element-wise (docs/*/reference/math-and-reductions/gcd-lcm.md)
- cross: (a2 b3 - a3 b2, a3 b1 - a1 b3, a1 b2 - a2 b1) (docs/*/reference/linalg/cross.md)

The reference implementations below use plain Python (lists, math, cmath), written
independently of torch, and are compared with what torch computes.
"""

from __future__ import annotations

import bisect
import cmath
import math

import torch
from hypothesis import given, settings
from hypothesis import strategies as st

SETTINGS = settings(max_examples=30, deadline=None)

finite = st.floats(min_value=-1e3, max_value=1e3, allow_nan=False, allow_infinity=False)
small = st.floats(min_value=-30, max_value=30, allow_nan=False, allow_infinity=False)


def row_major(shape: list[int]) -> list[list[int]]:
    """All index tuples of a shape in row-major order."""
    out: list[list[int]] = [[]]
    for n in shape:
        out = [idx + [i] for idx in out for i in range(n)]
    return out


# ---------------------------------------------------------------------------
# flatten / unflatten
# ---------------------------------------------------------------------------


@st.composite
def shape_and_range(draw):
    shape = draw(st.lists(st.integers(min_value=1, max_value=4), min_size=1, max_size=4))
    d = len(shape)
    s = draw(st.integers(min_value=0, max_value=d - 1))
    e = draw(st.integers(min_value=s, max_value=d - 1))
    # exercise negative spellings too
    s_arg = draw(st.sampled_from([s, s - d]))
    e_arg = draw(st.sampled_from([e, e - d]))
    return shape, s, e, s_arg, e_arg


@SETTINGS
@given(shape_and_range(), st.booleans())
def test_flatten_shape_and_order(case, transpose_first):
    shape, s, e, s_arg, e_arg = case
    x = torch.arange(math.prod(shape)).reshape(shape)
    if transpose_first and len(shape) >= 2:
        x = x.transpose(0, -1)
        shape = list(x.shape)
    out = torch.flatten(x, s_arg, e_arg)
    expected_shape = shape[:s] + [math.prod(shape[s : e + 1])] + shape[e + 1 :]
    assert list(out.shape) == expected_shape
    # row-major order: the flat sequence of elements is unchanged
    flat_in = [x[tuple(idx)].item() for idx in row_major(shape)]
    flat_out = [out[tuple(idx)].item() for idx in row_major(expected_shape)]
    assert flat_in == flat_out
    # unflatten undoes it
    back = torch.unflatten(out, s, shape[s : e + 1])
    assert torch.equal(back, x)


# ---------------------------------------------------------------------------
# roll / rot90
# ---------------------------------------------------------------------------


@SETTINGS
@given(st.lists(st.integers(-100, 100), min_size=1, max_size=12), st.integers(-30, 30))
def test_roll_1d_formula(values, s):
    n = len(values)
    out = torch.roll(torch.tensor(values), s).tolist()
    assert out == [values[(j - s) % n] for j in range(n)]


@SETTINGS
@given(
    st.integers(1, 5),
    st.integers(1, 5),
    st.integers(-12, 12),
    st.integers(-12, 12),
)
def test_roll_2d_formula(rows, cols, s0, s1):
    data = [[r * 10 + c for c in range(cols)] for r in range(rows)]
    out = torch.roll(torch.tensor(data), (s0, s1), (0, 1)).tolist()
    expected = [[data[(i - s0) % rows][(j - s1) % cols] for j in range(cols)] for i in range(rows)]
    assert out == expected


def rot90_once(m: list[list[int]]) -> list[list[int]]:
    n0, n1 = len(m), len(m[0])
    return [[m[j][n1 - 1 - i] for j in range(n0)] for i in range(n1)]


@SETTINGS
@given(st.integers(1, 5), st.integers(1, 5), st.integers(-9, 9))
def test_rot90_formula(rows, cols, k):
    data = [[r * 10 + c for c in range(cols)] for r in range(rows)]
    expected = data
    for _ in range(k % 4):
        expected = rot90_once(expected)
    assert torch.rot90(torch.tensor(data), k).tolist() == expected


# ---------------------------------------------------------------------------
# complex views, angle, conj_physical
# ---------------------------------------------------------------------------


@SETTINGS
@given(st.lists(st.tuples(finite, finite), min_size=1, max_size=10))
def test_angle_view_as_real_conj_physical(pairs):
    values = [complex(a, b) for a, b in pairs]
    z = torch.tensor(values, dtype=torch.complex128)
    angle = torch.angle(z).tolist()
    for got, v in zip(angle, values, strict=False):
        assert math.isclose(got, cmath.phase(v), rel_tol=1e-12, abs_tol=1e-12)
    assert torch.view_as_real(z).tolist() == [[v.real, v.imag] for v in values]
    conj = torch.conj_physical(z).tolist()
    assert conj == [complex(v.real, -v.imag) for v in values]
    assert torch.equal(torch.view_as_complex(torch.view_as_real(z)), z)


@SETTINGS
@given(st.lists(finite, min_size=1, max_size=10))
def test_angle_real_inputs(values):
    out = torch.angle(torch.tensor(values, dtype=torch.float64)).tolist()
    assert out == [math.pi if v < 0 else 0.0 for v in values]


# ---------------------------------------------------------------------------
# cummax / cummin / logcumsumexp
# ---------------------------------------------------------------------------


def running(values: list[int], better) -> tuple[list[int], list[int]]:
    best_vals, best_idx = [], []
    for i, v in enumerate(values):
        if not best_vals or better(v, best_vals[-1]) or v == best_vals[-1]:
            best_vals.append(v)
            best_idx.append(i)
        else:
            best_vals.append(best_vals[-1])
            best_idx.append(best_idx[-1])
    return best_vals, best_idx


@SETTINGS
@given(st.lists(st.integers(-3, 3), min_size=1, max_size=15))
def test_cummax_cummin_latest_index(values):
    x = torch.tensor(values)
    vmax, imax = torch.cummax(x, 0)
    vmin, imin = torch.cummin(x, 0)
    assert (vmax.tolist(), imax.tolist()) == running(values, lambda a, b: a > b)
    assert (vmin.tolist(), imin.tolist()) == running(values, lambda a, b: a < b)


@SETTINGS
@given(st.lists(small, min_size=1, max_size=12))
def test_logcumsumexp_formula(values):
    out = torch.logcumsumexp(torch.tensor(values, dtype=torch.float64), 0).tolist()
    expected = [math.log(math.fsum(math.exp(v) for v in values[: j + 1])) for j in range(len(values))]
    for got, want in zip(out, expected, strict=False):
        assert math.isclose(got, want, rel_tol=1e-12, abs_tol=1e-12)


# ---------------------------------------------------------------------------
# diff / gradient
# ---------------------------------------------------------------------------


@SETTINGS
@given(st.lists(st.integers(-1000, 1000), min_size=1, max_size=10), st.integers(0, 12))
def test_diff_nth_difference(values, n):
    expected = list(values)
    for _ in range(n):
        expected = [expected[i + 1] - expected[i] for i in range(len(expected) - 1)]
    assert torch.diff(torch.tensor(values), n=n).tolist() == expected


@SETTINGS
@given(st.lists(finite, min_size=3, max_size=10), st.floats(0.1, 10.0), st.sampled_from([1, 2]))
def test_gradient_uniform_spacing(values, h, edge_order):
    (g,) = torch.gradient(torch.tensor(values, dtype=torch.float64), spacing=h, edge_order=edge_order)
    f = values
    expected = [(f[i + 1] - f[i - 1]) / (2 * h) for i in range(1, len(f) - 1)]
    if edge_order == 1:
        first, last = (f[1] - f[0]) / h, (f[-1] - f[-2]) / h
    else:
        first = (-3 * f[0] + 4 * f[1] - f[2]) / (2 * h)
        last = (3 * f[-1] - 4 * f[-2] + f[-3]) / (2 * h)
    expected = [first] + expected + [last]
    for got, want in zip(g.tolist(), expected, strict=False):
        assert math.isclose(got, want, rel_tol=1e-9, abs_tol=1e-9)


@SETTINGS
@given(st.lists(st.floats(0.1, 3.0), min_size=2, max_size=8), st.data())
def test_gradient_uneven_interior(steps, data):
    xs = [0.0]
    for step in steps:
        xs.append(xs[-1] + step)
    f = data.draw(st.lists(finite, min_size=len(xs), max_size=len(xs)))
    (g,) = torch.gradient(torch.tensor(f, dtype=torch.float64), spacing=(torch.tensor(xs, dtype=torch.float64),))
    for i in range(1, len(xs) - 1):
        hl, hr = xs[i] - xs[i - 1], xs[i + 1] - xs[i]
        want = (hl**2 * f[i + 1] - hr**2 * f[i - 1] + (hr**2 - hl**2) * f[i]) / (hr * hl**2 + hr**2 * hl)
        assert math.isclose(g[i].item(), want, rel_tol=1e-9, abs_tol=1e-7)


# ---------------------------------------------------------------------------
# searchsorted / bucketize, gcd / lcm, cross
# ---------------------------------------------------------------------------


@SETTINGS
@given(
    st.lists(st.integers(-20, 20), min_size=1, max_size=10),
    st.lists(st.integers(-25, 25), min_size=1, max_size=10),
)
def test_searchsorted_bucketize_bisect(seq, vals):
    seq = sorted(seq)
    s, v = torch.tensor(seq), torch.tensor(vals)
    left = [bisect.bisect_left(seq, x) for x in vals]
    right = [bisect.bisect_right(seq, x) for x in vals]
    assert torch.searchsorted(s, v).tolist() == left
    assert torch.searchsorted(s, v, side="right").tolist() == right
    assert torch.bucketize(v, s).tolist() == left
    assert torch.bucketize(v, s, right=True).tolist() == right


@SETTINGS
@given(st.lists(st.tuples(st.integers(-(10**6), 10**6), st.integers(-(10**6), 10**6)), min_size=1, max_size=10))
def test_gcd_lcm_match_math(pairs):
    a = torch.tensor([p[0] for p in pairs])
    b = torch.tensor([p[1] for p in pairs])
    assert torch.gcd(a, b).tolist() == [math.gcd(x, y) for x, y in pairs]
    assert torch.lcm(a, b).tolist() == [math.lcm(x, y) for x, y in pairs]


@SETTINGS
@given(st.lists(st.tuples(*[finite] * 6), min_size=1, max_size=6))
def test_cross_component_formula(rows):
    a = torch.tensor([r[:3] for r in rows], dtype=torch.float64)
    b = torch.tensor([r[3:] for r in rows], dtype=torch.float64)
    out = torch.cross(a, b, dim=-1).tolist()
    for (a1, a2, a3, b1, b2, b3), got in zip(rows, out, strict=False):
        want = (a2 * b3 - a3 * b2, a3 * b1 - a1 * b3, a1 * b2 - a2 * b1)
        for g, w in zip(got, want, strict=False):
            assert math.isclose(g, w, rel_tol=1e-9, abs_tol=1e-6)
