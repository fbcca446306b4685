"""Property tests for formulas stated on the elementwise arithmetic pages of math-and-reductions.

- division-remainder.md: divide with rounding_mode None / "trunc" / "floor", floor_divide (Python //),
  remainder (Python %, a - floor(a/b) * b, sign of the divisor); arithmetic.md: fmod (a - trunc(a/b) * b,
  sign of the dividend)
- sub-multiply.md: sub / subtract = input - alpha * other, multiply = input * other
- float-power.md: float_power = input ** exponent computed in float64, result dtype float64
- reciprocal-rsqrt-negative.md: reciprocal = 1/x, rsqrt = 1/sqrt(x), negative = -x, positive returns its input
- sign-signbit-copysign.md: sign in {-1, 0, 1}, sgn = z/|z| (0 for 0), signbit = sign bit (sees -0.0),
  copysign = |input| with the sign bit of other
- addcdiv-addcmul-lerp.md: addcdiv = input + v * t1 / t2, addcmul = input + v * t1 * t2,
  lerp = start + w * (end - start), exact end points at w = 0 and w = 1

The references below are written with Python's int / float / math / cmath arithmetic, independently of
torch, and compared with what torch computes on random shapes and values.
"""

from __future__ import annotations

import cmath
import math

import torch
from hypothesis import given, settings
from hypothesis import strategies as st

SETTINGS = settings(max_examples=30, deadline=None)

ints = st.integers(min_value=-1000, max_value=1000)
nonzero_ints = ints.filter(lambda v: v != 0)
finite = st.floats(min_value=-1e6, max_value=1e6, allow_nan=False, allow_infinity=False)
positive = st.floats(min_value=1e-3, max_value=1e3, allow_nan=False, allow_infinity=False)
signed_zero_or_finite = st.one_of(finite, st.sampled_from([0.0, -0.0]))


def pairs(a, b, max_size: int = 12):
    return st.lists(st.tuples(a, b), min_size=0, max_size=max_size)


def trunc_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


# ---------------------------------------------------------------------------
# division, floor_divide, remainder, fmod on integers: exact
# ---------------------------------------------------------------------------


@SETTINGS
@given(pairs(ints, nonzero_ints))
def test_integer_division_modes_and_remainders(ab):
    a = torch.tensor([p[0] for p in ab], dtype=torch.int64)
    b = torch.tensor([p[1] for p in ab], dtype=torch.int64)
    floor_ref = [x // y for x, y in ab]
    trunc_ref = [trunc_div(x, y) for x, y in ab]
    rem_ref = [x % y for x, y in ab]
    fmod_ref = [x - trunc_div(x, y) * y for x, y in ab]

    assert torch.divide(a, b, rounding_mode="floor").tolist() == floor_ref
    assert torch.floor_divide(a, b).tolist() == floor_ref
    assert torch.divide(a, b, rounding_mode="trunc").tolist() == trunc_ref
    assert torch.remainder(a, b).tolist() == rem_ref
    assert torch.fmod(a, b).tolist() == fmod_ref
    # rounding modes keep the integer dtype, true division gives the default float dtype
    assert torch.divide(a, b, rounding_mode="floor").dtype == torch.int64
    assert torch.divide(a, b).dtype == torch.get_default_dtype()
    # remainder follows the divisor's sign, fmod the dividend's
    for r, f, (x, y) in zip(rem_ref, fmod_ref, ab, strict=False):
        assert r == 0 or (r > 0) == (y > 0)
        assert f == 0 or (f > 0) == (x > 0)


@SETTINGS
@given(pairs(finite, finite.filter(lambda v: abs(v) >= 1e-3)))
def test_float_true_division_and_remainder_properties(ab):
    a = torch.tensor([p[0] for p in ab], dtype=torch.float64)
    b = torch.tensor([p[1] for p in ab], dtype=torch.float64)
    q = torch.true_divide(a, b)
    assert q.tolist() == [x / y for x, y in ab]
    assert torch.fmod(a, b).tolist() == [math.fmod(x, y) for x, y in ab]
    r = torch.remainder(a, b)
    for rv, (x, y) in zip(r.tolist(), ab, strict=False):
        # |r| <= |b| (it can round up to |b|), the sign of a nonzero result is the divisor's,
        # and (a - r) / b is a whole number up to rounding
        assert abs(rv) <= abs(y)
        assert rv == 0 or (rv > 0) == (y > 0)
        k = (x - rv) / y
        assert abs(k - round(k)) <= 1e-6 * max(1.0, abs(k))


# ---------------------------------------------------------------------------
# sub / subtract / multiply
# ---------------------------------------------------------------------------


@SETTINGS
@given(pairs(ints, ints), st.integers(min_value=-5, max_value=5))
def test_sub_alpha_and_multiply_on_integers(ab, alpha):
    a = torch.tensor([p[0] for p in ab], dtype=torch.int64)
    b = torch.tensor([p[1] for p in ab], dtype=torch.int64)
    assert torch.sub(a, b, alpha=alpha).tolist() == [x - alpha * y for x, y in ab]
    assert torch.subtract(a, b, alpha=alpha).tolist() == [x - alpha * y for x, y in ab]
    assert torch.multiply(a, b).tolist() == [x * y for x, y in ab]


# ---------------------------------------------------------------------------
# float_power
# ---------------------------------------------------------------------------


@SETTINGS
@given(
    st.lists(st.tuples(positive, st.floats(min_value=-4, max_value=4, allow_nan=False)), min_size=1, max_size=12),
    st.sampled_from([torch.float16, torch.float32, torch.int32]),
)
def test_float_power_is_double_precision_power(be, dtype):
    base = torch.tensor([p[0] for p in be]).to(dtype)
    if dtype == torch.int32:
        base = base.clamp(min=1)
    exp = torch.tensor([p[1] for p in be], dtype=torch.float64)
    got = torch.float_power(base, exp)
    assert got.dtype == torch.float64
    ref = [float(x) ** float(y) for x, y in zip(base.tolist(), exp.tolist(), strict=False)]
    for g, r in zip(got.tolist(), ref, strict=False):
        assert math.isclose(g, r, rel_tol=1e-14, abs_tol=0.0)


# ---------------------------------------------------------------------------
# reciprocal, rsqrt, negative, positive
# ---------------------------------------------------------------------------


@SETTINGS
@given(st.lists(positive, min_size=0, max_size=12), st.booleans())
def test_reciprocal_rsqrt_negative_positive(values, flip):
    xs = [-v if flip else v for v in values]
    x = torch.tensor(xs, dtype=torch.float64)
    for g, v in zip(torch.reciprocal(x).tolist(), xs, strict=False):
        assert math.isclose(g, 1.0 / v, rel_tol=1e-15)
    y = torch.tensor(values, dtype=torch.float64)
    for g, v in zip(torch.rsqrt(y).tolist(), values, strict=False):
        assert math.isclose(g, 1.0 / math.sqrt(v), rel_tol=1e-14)
    assert torch.negative(x).tolist() == [-v for v in xs]
    assert torch.positive(x) is x


# ---------------------------------------------------------------------------
# sign, sgn, signbit, copysign
# ---------------------------------------------------------------------------


@SETTINGS
@given(pairs(signed_zero_or_finite, signed_zero_or_finite))
def test_sign_signbit_copysign(ab):
    a = torch.tensor([p[0] for p in ab], dtype=torch.float64)
    b = torch.tensor([p[1] for p in ab], dtype=torch.float64)
    assert torch.sign(a).tolist() == [(v > 0) - (v < 0) for v, _ in ab]
    assert torch.sgn(a).tolist() == torch.sign(a).tolist()
    assert torch.signbit(a).tolist() == [math.copysign(1.0, v) < 0 for v, _ in ab]
    got = torch.copysign(a, b).tolist()
    ref = [math.copysign(x, y) for x, y in ab]
    assert got == ref
    assert [math.copysign(1.0, g) for g in got] == [math.copysign(1.0, r) for r in ref]


# subnormal magnitudes are left out: there torch.sgn returns inf/nan (shown on sign-signbit-copysign.md)
normal = finite.filter(lambda v: v == 0 or abs(v) >= 1e-300)


@SETTINGS
@given(st.lists(st.tuples(normal, normal), min_size=0, max_size=12))
def test_sgn_complex_is_unit_direction(parts):
    zs = [complex(re, im) for re, im in parts]
    z = torch.tensor(zs, dtype=torch.complex128) if zs else torch.empty(0, dtype=torch.complex128)
    for g, v in zip(torch.sgn(z).tolist(), zs, strict=False):
        ref = 0j if v == 0 else v / abs(v)
        assert cmath.isclose(g, ref, rel_tol=1e-12, abs_tol=1e-15)


# ---------------------------------------------------------------------------
# addcdiv, addcmul, lerp
# ---------------------------------------------------------------------------

triples = st.lists(
    st.tuples(finite, finite, st.floats(min_value=0.5, max_value=100, allow_nan=False)), min_size=0, max_size=12
)


@SETTINGS
@given(triples, st.floats(min_value=-3, max_value=3, allow_nan=False))
def test_addcdiv_addcmul(rows, value):
    inp = torch.tensor([r[0] for r in rows], dtype=torch.float64)
    t1 = torch.tensor([r[1] for r in rows], dtype=torch.float64)
    t2 = torch.tensor([r[2] for r in rows], dtype=torch.float64)
    div_ref = [x + value * (p / q) for x, p, q in rows]
    mul_ref = [x + value * (p * q) for x, p, q in rows]
    for g, r in zip(torch.addcdiv(inp, t1, t2, value=value).tolist(), div_ref, strict=False):
        assert math.isclose(g, r, rel_tol=1e-12, abs_tol=1e-6)
    for g, r in zip(torch.addcmul(inp, t1, t2, value=value).tolist(), mul_ref, strict=False):
        assert math.isclose(g, r, rel_tol=1e-12, abs_tol=1e-4)


@SETTINGS
@given(
    st.lists(st.tuples(finite, finite), min_size=1, max_size=12),
    st.floats(min_value=-2, max_value=3, allow_nan=False),
    st.sampled_from([torch.float32, torch.float64]),
)
def test_lerp_formula_and_exact_end_points(se, w, dtype):
    start = torch.tensor([p[0] for p in se], dtype=dtype)
    end = torch.tensor([p[1] for p in se], dtype=dtype)
    got = torch.lerp(start, end, w).double().tolist()
    tol = 1e-12 if dtype == torch.float64 else 1e-5
    for g, s, e in zip(got, start.double().tolist(), end.double().tolist(), strict=False):
        ref = s + w * (e - s)
        assert math.isclose(g, ref, rel_tol=tol, abs_tol=tol * (abs(s) + abs(e) + 1))
    assert torch.equal(torch.lerp(start, end, 0.0), start)
    assert torch.equal(torch.lerp(start, end, 1.0), end)
