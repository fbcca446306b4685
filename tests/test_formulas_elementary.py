"""Property tests for the elementwise formulas stated on the elementary-function pages.

- trigonometric and hyperbolic functions, their inverses (atan2 included) and
  deg2rad / rad2deg (docs/*/reference/math-and-reductions/trigonometric.md)
- log10, log2, logaddexp = max + log1p(exp(-|a-b|)), logaddexp2
  (docs/*/reference/math-and-reductions/powers-exp-log.md)
- ceil, floor and frac = x - trunc(x) (docs/*/reference/math-and-reductions/rounding.md)
- frexp (x = m * 2**e, 0.5 <= |m| < 1), ldexp, nextafter, hypot and nan_to_num
  (docs/*/reference/math-and-reductions/floating-point.md)

Each reference is computed element by element with Python's math module, independently
of torch, in float64, and compared with what torch computes on random shapes and values.
"""

from __future__ import annotations

import math

import torch
from hypothesis import given, settings
from hypothesis import strategies as st

SETTINGS = settings(max_examples=30, deadline=None)


def floats(lo: float, hi: float, **kw) -> st.SearchStrategy[float]:
    return st.floats(min_value=lo, max_value=hi, allow_nan=False, allow_infinity=False, **kw)


@st.composite
def shaped(draw, elements: st.SearchStrategy[float]):
    """A random 1-D or 2-D shape and a flat list of values filling it."""
    shape = tuple(draw(st.lists(st.integers(min_value=1, max_value=4), min_size=1, max_size=2)))
    n = math.prod(shape)
    return shape, draw(st.lists(elements, min_size=n, max_size=n))


def as_tensor(shape, values) -> torch.Tensor:
    return torch.tensor(values, dtype=torch.float64).reshape(shape)


def close(got: torch.Tensor, want: list[float], rel: float = 1e-12, abs_: float = 1e-12) -> bool:
    return all(
        math.isclose(g, w, rel_tol=rel, abs_tol=abs_) for g, w in zip(got.flatten().tolist(), want, strict=False)
    )


# ---------------------------------------------------------------------------
# trigonometric.md
# ---------------------------------------------------------------------------

UNARY = [
    ("tan", math.tan, floats(-1.5, 1.5)),
    ("atan", math.atan, floats(-1e6, 1e6)),
    ("sinh", math.sinh, floats(-20, 20)),
    ("cosh", math.cosh, floats(-20, 20)),
    ("asinh", math.asinh, floats(-1e6, 1e6)),
    ("acosh", math.acosh, floats(1, 1e6)),
    ("atanh", math.atanh, floats(-0.999, 0.999)),
    ("acos", math.acos, floats(-1, 1)),
    ("asin", math.asin, floats(-1, 1)),
    ("cos", math.cos, floats(-10, 10)),
    ("deg2rad", math.radians, floats(-720, 720)),
    ("rad2deg", math.degrees, floats(-10, 10)),
    ("log10", math.log10, floats(1e-30, 1e30)),
    ("log2", math.log2, floats(1e-30, 1e30)),
]


@SETTINGS
@given(st.data())
def test_unary_functions_match_math(data):
    for name, ref, elements in UNARY:
        shape, values = data.draw(shaped(elements), label=name)
        got = getattr(torch, name)(as_tensor(shape, values))
        assert got.shape == shape
        assert close(got, [ref(v) for v in values], rel=1e-12, abs_=1e-14), name


@SETTINGS
@given(shaped(floats(-1e3, 1e3)), st.data())
def test_atan2_matches_math_including_quadrants(case, data):
    shape, y = case
    x = data.draw(st.lists(floats(-1e3, 1e3), min_size=len(y), max_size=len(y)))
    got = torch.atan2(as_tensor(shape, y), as_tensor(shape, x))
    assert close(got, [math.atan2(a, b) for a, b in zip(y, x, strict=False)])
    assert bool(((got >= -math.pi) & (got <= math.pi)).all())


def test_atan2_signed_zeros():
    y = torch.tensor([0.0, -0.0, 0.0, -0.0])
    x = torch.tensor([0.0, 0.0, -0.0, -0.0])
    want = [math.atan2(a, b) for a, b in zip(y.tolist(), x.tolist(), strict=False)]
    got = torch.atan2(y, x).tolist()
    assert [math.copysign(1, g) for g in got] == [math.copysign(1, w) for w in want]
    assert all(math.isclose(g, w, rel_tol=1e-6) for g, w in zip(got, want, strict=False))


# ---------------------------------------------------------------------------
# powers-exp-log.md: logaddexp, logaddexp2
# ---------------------------------------------------------------------------


def logaddexp_ref(a: float, b: float) -> float:
    m = max(a, b)
    return m + math.log1p(math.exp(-abs(a - b)))


def logaddexp2_ref(a: float, b: float) -> float:
    m = max(a, b)
    return m + math.log2(1 + 2.0 ** (-abs(a - b)))


@SETTINGS
@given(shaped(floats(-2000, 2000)), st.data())
def test_logaddexp_matches_stable_formula(case, data):
    shape, a = case
    b = data.draw(st.lists(floats(-2000, 2000), min_size=len(a), max_size=len(a)))
    ta, tb = as_tensor(shape, a), as_tensor(shape, b)
    assert close(
        torch.logaddexp(ta, tb), [logaddexp_ref(p, q) for p, q in zip(a, b, strict=False)], rel=1e-12, abs_=1e-12
    )
    assert close(
        torch.logaddexp2(ta, tb), [logaddexp2_ref(p, q) for p, q in zip(a, b, strict=False)], rel=1e-12, abs_=1e-12
    )
    # the float32 results stay finite where exp(a) alone would overflow
    assert bool(torch.isfinite(torch.logaddexp(ta.float(), tb.float())).all())


# ---------------------------------------------------------------------------
# rounding.md: ceil, floor, frac
# ---------------------------------------------------------------------------


@SETTINGS
@given(shaped(floats(-1e6, 1e6)))
def test_ceil_floor_frac(case):
    shape, values = case
    x = as_tensor(shape, values)
    assert torch.ceil(x).flatten().tolist() == [float(math.ceil(v)) for v in values]
    assert torch.floor(x).flatten().tolist() == [float(math.floor(v)) for v in values]
    # frac keeps the sign of x: the fractional part returned by math.modf
    assert close(torch.frac(x), [math.modf(v)[0] for v in values], rel=0, abs_=0)
    assert torch.equal(torch.trunc(x) + torch.frac(x), x)


# ---------------------------------------------------------------------------
# floating-point.md
# ---------------------------------------------------------------------------

wide = floats(-1e300, 1e300)


@SETTINGS
@given(shaped(wide))
def test_frexp_matches_math_and_ldexp_inverts_it(case):
    shape, values = case
    x = as_tensor(shape, values)
    m, e = torch.frexp(x)
    assert e.dtype == torch.int32
    ref = [math.frexp(v) for v in values]
    assert m.flatten().tolist() == [r[0] for r in ref]
    assert e.flatten().tolist() == [r[1] for r in ref]
    nonzero = x != 0
    assert bool(((m.abs() >= 0.5) & (m.abs() < 1))[nonzero].all())
    assert torch.equal(torch.ldexp(m, e), x)


@SETTINGS
@given(shaped(floats(-1e3, 1e3)), st.data())
def test_ldexp_matches_math(case, data):
    shape, values = case
    exps = data.draw(st.lists(st.integers(min_value=-60, max_value=60), min_size=len(values), max_size=len(values)))
    got = torch.ldexp(as_tensor(shape, values), torch.tensor(exps).reshape(shape))
    assert got.flatten().tolist() == [math.ldexp(v, k) for v, k in zip(values, exps, strict=False)]


@SETTINGS
@given(shaped(wide), st.data())
def test_nextafter_matches_math(case, data):
    shape, values = case
    to = data.draw(st.lists(wide, min_size=len(values), max_size=len(values)))
    got = torch.nextafter(as_tensor(shape, values), as_tensor(shape, to))
    assert got.flatten().tolist() == [math.nextafter(v, t) for v, t in zip(values, to, strict=False)]


@SETTINGS
@given(shaped(wide), st.data())
def test_hypot_matches_math(case, data):
    shape, a = case
    b = data.draw(st.lists(wide, min_size=len(a), max_size=len(a)))
    got = torch.hypot(as_tensor(shape, a), as_tensor(shape, b))
    assert close(got, [math.hypot(p, q) for p, q in zip(a, b, strict=False)], rel=1e-15, abs_=0)


special = st.one_of(floats(-1e3, 1e3), st.sampled_from([math.nan, math.inf, -math.inf]))


@SETTINGS
@given(shaped(special), st.sampled_from([torch.float16, torch.bfloat16, torch.float32, torch.float64]))
def test_nan_to_num_defaults_per_dtype(case, dtype):
    shape, values = case
    x = torch.tensor(values, dtype=dtype).reshape(shape)
    big = torch.finfo(dtype).max

    def ref(v: float) -> float:
        if math.isnan(v):
            return 0.0
        if math.isinf(v):
            return big if v > 0 else -big
        return v

    stored = x.flatten().tolist()
    assert torch.nan_to_num(x).flatten().tolist() == [ref(v) for v in stored]
