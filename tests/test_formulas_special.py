"""Property tests for formulas stated on the special-function pages.

- erf, erfc, erfinv, erfcx, ndtr, ndtri, log_ndtr
  (docs/*/reference/special/erf-family.md)
- exp2, expm1, log1p, logit with eps (docs/*/reference/special/exp-log-stable.md)
- xlogy, xlog1py, entr (docs/*/reference/special/xlogy-entr.md)
- sinc (docs/*/reference/special/sinc.md)
- logsumexp (docs/*/reference/special/logsumexp.md)
- expit (docs/*/reference/activations/elementwise-activations.md)
- lgamma, digamma, mvlgamma, igamma / igammac (docs/*/reference/special/gamma-family.md)
- i0, i1, i0e, i1e, bessel_j0, bessel_j1, spherical_bessel_j0, zeta
  (docs/*/reference/special/bessel-airy-zeta.md)

The references are written with Python's math module (math.erf, math.erfc,
math.exp, math.log), independently of torch, and compared with what torch
computes in float64 on random values.
"""

from __future__ import annotations

import math

import torch
from hypothesis import given, settings
from hypothesis import strategies as st

SETTINGS = settings(max_examples=30, deadline=None)


def values(lo: float, hi: float, min_size: int = 0, max_size: int = 8):
    return st.lists(
        st.floats(min_value=lo, max_value=hi, allow_nan=False, allow_infinity=False),
        min_size=min_size,
        max_size=max_size,
    )


def t64(xs: list[float]) -> torch.Tensor:
    return torch.tensor(xs, dtype=torch.float64)


def close(got: torch.Tensor, want: list[float], rel: float = 1e-12, abs_: float = 1e-15) -> None:
    assert got.shape == (len(want),)
    for g, w in zip(got.tolist(), want, strict=False):
        assert math.isclose(g, w, rel_tol=rel, abs_tol=abs_), (g, w)


# erf(x) = 2/sqrt(pi) * int_0^x exp(-t^2) dt, erfc = 1 - erf (computed directly)
@SETTINGS
@given(values(-6.0, 6.0))
def test_erf_erfc_match_math(xs):
    x = t64(xs)
    close(torch.erf(x), [math.erf(v) for v in xs])
    close(torch.special.erf(x), [math.erf(v) for v in xs])
    close(torch.erfc(x), [math.erfc(v) for v in xs], rel=1e-12, abs_=0.0)
    assert torch.equal(torch.special.erfc(x), torch.erfc(x))


# erf(erfinv(y)) = y on (-1, 1)
@SETTINGS
@given(values(-0.999999, 0.999999))
def test_erfinv_inverts_math_erf(ys):
    x = torch.erfinv(t64(ys))
    close(torch.tensor([math.erf(v) for v in x.tolist()], dtype=torch.float64), ys, rel=1e-12, abs_=1e-15)
    assert torch.equal(torch.special.erfinv(t64(ys)), x)


# erfcx(x) = exp(x^2) * erfc(x), checked where the product does not overflow
@SETTINGS
@given(values(-5.0, 20.0))
def test_erfcx_is_scaled_erfc(xs):
    close(torch.special.erfcx(t64(xs)), [math.exp(v * v) * math.erfc(v) for v in xs], rel=1e-12, abs_=0.0)


# ndtr(x) = (1 + erf(x / sqrt 2)) / 2; ndtr(ndtri(p)) = p; log_ndtr = log(ndtr) where ndtr is accurate
@SETTINGS
@given(values(-7.0, 7.0))
def test_ndtr_and_log_ndtr(xs):
    x = t64(xs)
    want = [0.5 * (1 + math.erf(v / math.sqrt(2))) for v in xs]
    close(torch.special.ndtr(x), want, rel=1e-9, abs_=1e-15)
    exact = [0.5 * math.erfc(-v / math.sqrt(2)) for v in xs]
    close(torch.special.log_ndtr(x), [math.log(p) for p in exact], rel=1e-12, abs_=1e-15)


@SETTINGS
@given(values(1e-6, 1 - 1e-6))
def test_ndtri_inverts_ndtr(ps):
    x = torch.special.ndtri(t64(ps))
    back = [0.5 * math.erfc(-v / math.sqrt(2)) for v in x.tolist()]
    close(torch.tensor(back, dtype=torch.float64), ps, rel=1e-10, abs_=1e-15)


# exp2 = 2**x, expm1 = e**x - 1, log1p = ln(1 + x)
@SETTINGS
@given(values(-30.0, 30.0))
def test_exp2_expm1(xs):
    x = t64(xs)
    close(torch.exp2(x), [2.0**v for v in xs], rel=1e-14, abs_=0.0)
    close(torch.expm1(x), [math.expm1(v) for v in xs], rel=1e-14, abs_=0.0)


@SETTINGS
@given(values(-0.999, 1e6))
def test_log1p(xs):
    close(torch.log1p(t64(xs)), [math.log1p(v) for v in xs], rel=1e-14, abs_=1e-300)


# logit(p) = ln(p / (1 - p)) after clamping p to [eps, 1 - eps]; expit is its inverse
@SETTINGS
@given(values(0.0, 1.0, min_size=1), st.sampled_from([None, 1e-6, 0.01, 0.2]))
def test_logit_with_eps(ps, eps):
    got = torch.logit(t64(ps), eps=eps).tolist()
    for g, p in zip(got, ps, strict=False):
        q = p if eps is None else min(max(p, eps), 1 - eps)
        if q == 0.0:
            assert g == -math.inf
        elif q == 1.0:
            assert g == math.inf
        else:
            assert math.isclose(g, math.log(q / (1 - q)), rel_tol=1e-9, abs_tol=1e-12)


@SETTINGS
@given(values(-700.0, 700.0))
def test_expit(xs):
    close(torch.special.expit(t64(xs)), [1 / (1 + math.exp(-v)) for v in xs], rel=1e-14, abs_=1e-300)


# xlogy: nan if y is nan, 0 if x == 0, x ln y otherwise; xlog1py the same with ln(1 + y); entr = -x ln x
nan_or_float = st.one_of(st.floats(min_value=-5, max_value=5, allow_nan=False), st.just(float("nan")), st.just(0.0))


@SETTINGS
@given(st.lists(st.tuples(st.sampled_from([0.0, 0.5, 2.0, -1.5]), nan_or_float), max_size=8))
def test_xlogy_xlog1py_cases(pairs):
    xs = [a for a, _ in pairs]
    ys = [b for _, b in pairs]
    for fn, inner in [(torch.xlogy, lambda v: v), (torch.special.xlog1py, lambda v: 1 + v)]:
        got = fn(t64(xs), t64(ys)).tolist()
        for g, a, b in zip(got, xs, ys, strict=False):
            arg = inner(b)
            if math.isnan(b):
                want = math.nan
            elif a == 0:
                want = 0.0
            elif arg < 0:
                want = math.nan
            elif arg == 0:
                want = -math.inf if a > 0 else math.inf
            else:
                want = a * (math.log(b) if fn is torch.xlogy else math.log1p(b))
            if math.isnan(want):
                assert math.isnan(g)
            else:
                assert math.isclose(g, want, rel_tol=1e-12, abs_tol=1e-15), (fn, a, b, g, want)


@SETTINGS
@given(values(-2.0, 5.0))
def test_entr(xs):
    got = torch.special.entr(t64(xs)).tolist()
    for g, v in zip(got, xs, strict=False):
        want = -math.inf if v < 0 else (0.0 if v == 0 else -v * math.log(v))
        assert math.isclose(g, want, rel_tol=1e-12, abs_tol=1e-15) or g == want


# sinc(x) = sin(pi x) / (pi x), sinc(0) = 1
@SETTINGS
@given(values(-50.0, 50.0))
def test_sinc(xs):
    want = [1.0 if v == 0 else math.sin(math.pi * v) / (math.pi * v) for v in xs]
    close(torch.sinc(t64(xs)), want, rel=1e-9, abs_=1e-15)


# logsumexp(x) = m + ln(sum exp(x - m)) over dim
@SETTINGS
@given(
    st.integers(min_value=1, max_value=4),
    st.integers(min_value=1, max_value=5),
    st.floats(min_value=-1e3, max_value=1e3),
    st.integers(min_value=0, max_value=2**31),
)
def test_logsumexp(rows, cols, shift, seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(rows, cols, generator=g, dtype=torch.float64) * 20 + shift
    for dim in (0, 1):
        got = torch.logsumexp(x, dim=dim)
        slices = x.tolist() if dim == 1 else [list(c) for c in zip(*x.tolist(), strict=False)]
        want = []
        for sl in slices:
            m = max(sl)
            want.append(m + math.log(math.fsum(math.exp(v - m) for v in sl)))
        close(got, want, rel=1e-12, abs_=1e-12)


# lgamma = ln|Gamma(x)|; digamma = d lgamma / dx (central difference of math.lgamma)
@SETTINGS
@given(values(0.05, 150.0))
def test_lgamma_digamma(xs):
    x = t64(xs)
    close(torch.lgamma(x), [math.lgamma(v) for v in xs], rel=1e-12, abs_=1e-12)
    h = 1e-5
    fd = [(math.lgamma(v + h) - math.lgamma(v - h)) / (2 * h) for v in xs]
    close(torch.digamma(x), fd, rel=1e-6, abs_=1e-6)


# ln Gamma_p(a) = p(p-1)/4 ln(pi) + sum_j lgamma(a + (1 - j)/2)
@SETTINGS
@given(st.integers(min_value=1, max_value=5), values(0.0, 50.0, min_size=1))
def test_mvlgamma(p, offsets):
    a = [(p - 1) / 2 + 0.01 + v for v in offsets]
    want = [
        p * (p - 1) / 4 * math.log(math.pi) + math.fsum(math.lgamma(v + (1 - j) / 2) for j in range(1, p + 1))
        for v in a
    ]
    close(torch.mvlgamma(t64(a), p), want, rel=1e-12, abs_=1e-12)


# P(a, x) = 1 - exp(-x) sum_{k<a} x^k / k! for integer a; Q = 1 - P
@SETTINGS
@given(
    st.lists(st.tuples(st.integers(min_value=1, max_value=12), st.floats(min_value=0.0, max_value=40.0)), max_size=8)
)
def test_igamma_integer_shape(pairs):
    a = [float(s) for s, _ in pairs]
    x = [v for _, v in pairs]
    q = [math.exp(-v) * math.fsum(v**k / math.factorial(k) for k in range(int(s))) for s, v in zip(a, x, strict=False)]
    close(torch.igammac(t64(a), t64(x)), q, rel=1e-10, abs_=1e-300)
    close(torch.igamma(t64(a), t64(x)), [1 - v for v in q], rel=1e-10, abs_=1e-14)


def series(x: float, first: float, ratio) -> float:
    term, terms = first, []
    for k in range(1, 300):
        terms.append(term)
        term *= ratio(x, k)
    return math.fsum(terms)


# I0, I1 power series; i0e, i1e = exp(-|x|) * I
@SETTINGS
@given(values(-30.0, 30.0))
def test_modified_bessel_i(xs):
    i0 = [series(v, 1.0, lambda x, k: (x / 2) ** 2 / k**2) for v in xs]
    i1 = [series(v, v / 2, lambda x, k: (x / 2) ** 2 / (k * (k + 1))) for v in xs]
    close(torch.i0(t64(xs)), i0, rel=1e-13, abs_=0.0)
    close(torch.special.i1(t64(xs)), i1, rel=1e-13, abs_=1e-300)
    close(
        torch.special.i0e(t64(xs)), [math.exp(-abs(v)) * w for v, w in zip(xs, i0, strict=False)], rel=1e-13, abs_=0.0
    )
    close(
        torch.special.i1e(t64(xs)),
        [math.exp(-abs(v)) * w for v, w in zip(xs, i1, strict=False)],
        rel=1e-13,
        abs_=1e-300,
    )


# J_n(x) = (1/pi) int_0^pi cos(n t - x sin t) dt (trapezoid rule); spherical j0 = sin(x)/x
def bessel_j(n: int, x: float, m: int = 400) -> float:
    h = math.pi / m
    vals = [math.cos(n * k * h - x * math.sin(k * h)) for k in range(m + 1)]
    return (math.fsum(vals) - (vals[0] + vals[-1]) / 2) * h / math.pi


@SETTINGS
@given(values(-25.0, 25.0))
def test_bessel_j(xs):
    # torch's float64 J0/J1 are only accurate to a few 1e-7 near x = 5 (shown on the page), hence 1e-6
    close(torch.special.bessel_j0(t64(xs)), [bessel_j(0, v) for v in xs], rel=0.0, abs_=1e-6)
    close(torch.special.bessel_j1(t64(xs)), [bessel_j(1, v) for v in xs], rel=0.0, abs_=1e-6)
    sj0 = [1.0 if v == 0 else math.sin(v) / v for v in xs]
    close(torch.special.spherical_bessel_j0(t64(xs)), sj0, rel=1e-12, abs_=1e-15)


# Hurwitz zeta: partial sum plus Euler-Maclaurin tail
@SETTINGS
@given(
    st.lists(st.tuples(st.floats(min_value=1.5, max_value=10.0), st.floats(min_value=0.1, max_value=20.0)), max_size=6)
)
def test_zeta(pairs):
    def hurwitz(s, q, n=300):
        a = q + n
        return math.fsum((q + k) ** -s for k in range(n)) + a ** (1 - s) / (s - 1) + a**-s / 2 + s * a ** (-s - 1) / 12

    s = [a for a, _ in pairs]
    q = [b for _, b in pairs]
    close(torch.special.zeta(t64(s), t64(q)), [hurwitz(a, b) for a, b in pairs], rel=1e-10, abs_=0.0)
