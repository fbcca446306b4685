"""Property tests for formulas stated on the comparison, selection and reduction pages.

- isclose: |a - b| <= atol + rtol * |b| for finite values
  (docs/*/reference/bitwise-logical/isclose-allclose-equal.md)
- fmax / fmin: the other operand where one side is NaN, NaN only where both are,
  max / min elsewhere (docs/*/reference/math-and-reductions/maximum-minimum.md)
- quantile: position p = q (n - 1) in the sorted values, with the five interpolation
  modes linear / lower / higher / nearest / midpoint
  (docs/*/reference/math-and-reductions/quantile-nanmedian.md)
- kthvalue: the element at index k - 1 of the ascending sort
  (docs/*/reference/math-and-reductions/topk-kthvalue-msort.md)
- nanmean: sum of the non-NaN values over their count
  (docs/*/reference/math-and-reductions/prod-nansum-nanmean.md)

The reference implementations below use plain Python (math, sorted, list
comprehensions), written independently of torch, and are compared with torch.
"""

from __future__ import annotations

import math

import torch
from hypothesis import given, settings
from hypothesis import strategies as st

SETTINGS = settings(max_examples=30, deadline=None)

finite = st.floats(min_value=-1e3, max_value=1e3, allow_nan=False, allow_infinity=False, width=64)
maybe_nan = st.one_of(finite, st.just(math.nan))


def _lists(elem, min_size=1, max_size=12):
    return st.lists(elem, min_size=min_size, max_size=max_size)


# ---------------------------------------------------------------------------
# isclose
# ---------------------------------------------------------------------------


@st.composite
def close_pairs(draw):
    a = draw(_lists(finite))
    # b near a (relative and absolute perturbations of different sizes), or unrelated
    b = []
    for v in a:
        kind = draw(st.sampled_from(["rel", "abs", "free"]))
        if kind == "rel":
            b.append(v * (1 + draw(st.floats(min_value=-1e-4, max_value=1e-4))))
        elif kind == "abs":
            b.append(v + draw(st.floats(min_value=-1e-6, max_value=1e-6)))
        else:
            b.append(draw(finite))
    rtol = draw(st.sampled_from([0.0, 1e-5, 1e-3]))
    atol = draw(st.sampled_from([0.0, 1e-8, 1e-6]))
    return a, b, rtol, atol


@SETTINGS
@given(close_pairs())
def test_isclose_matches_tolerance_formula(case):
    a, b, rtol, atol = case
    got = torch.isclose(
        torch.tensor(a, dtype=torch.float64), torch.tensor(b, dtype=torch.float64), rtol=rtol, atol=atol
    ).tolist()
    ref = [abs(x - y) <= atol + rtol * abs(y) for x, y in zip(a, b, strict=True)]
    assert got == ref


# ---------------------------------------------------------------------------
# fmax / fmin
# ---------------------------------------------------------------------------


def _fpick(x: float, y: float, pick) -> float:
    if math.isnan(x):
        return y
    if math.isnan(y):
        return x
    return pick(x, y)


@SETTINGS
@given(
    st.integers(min_value=1, max_value=12).flatmap(
        lambda n: st.tuples(_lists(maybe_nan, n, n), _lists(maybe_nan, n, n))
    )
)
def test_fmax_fmin_ignore_one_sided_nan(pair):
    a, b = pair
    ta, tb = torch.tensor(a, dtype=torch.float64), torch.tensor(b, dtype=torch.float64)
    for fn, pick in ((torch.fmax, max), (torch.fmin, min)):
        got = fn(ta, tb).tolist()
        ref = [_fpick(x, y, pick) for x, y in zip(a, b, strict=True)]
        for g, r in zip(got, ref, strict=True):
            assert (math.isnan(g) and math.isnan(r)) or g == r


# ---------------------------------------------------------------------------
# quantile (all five interpolation modes)
# ---------------------------------------------------------------------------


def quantile_reference(values: list[float], q: float, mode: str) -> float:
    s = sorted(values)
    pos = q * (len(s) - 1)
    lo, hi = math.floor(pos), math.ceil(pos)
    if mode == "linear":
        return s[lo] + (pos - lo) * (s[hi] - s[lo])
    if mode == "lower":
        return s[lo]
    if mode == "higher":
        return s[hi]
    if mode == "midpoint":
        return (s[lo] + s[hi]) / 2
    return s[round(pos)]  # nearest: Python's round() sends .5 to the even integer


@SETTINGS
@given(
    _lists(finite),
    st.floats(min_value=0.0, max_value=1.0),
    st.sampled_from(["linear", "lower", "higher", "nearest", "midpoint"]),
)
def test_quantile_matches_sorted_position_formula(values, q, mode):
    pos = q * (len(values) - 1)
    if mode == "nearest" and abs(pos - math.floor(pos) - 0.5) < 1e-9:
        q = round(q, 3)  # avoid a position that is .5 only up to rounding error
    got = torch.quantile(torch.tensor(values, dtype=torch.float64), q, interpolation=mode).item()
    ref = quantile_reference(values, q, mode)
    assert math.isclose(got, ref, rel_tol=1e-9, abs_tol=1e-9)


# ---------------------------------------------------------------------------
# kthvalue
# ---------------------------------------------------------------------------


@SETTINGS
@given(_lists(finite).flatmap(lambda v: st.tuples(st.just(v), st.integers(min_value=1, max_value=len(v)))))
def test_kthvalue_is_kth_of_sorted(case):
    values, k = case
    got = torch.kthvalue(torch.tensor(values, dtype=torch.float64), k).values.item()
    assert got == sorted(values)[k - 1]


# ---------------------------------------------------------------------------
# nanmean
# ---------------------------------------------------------------------------


@SETTINGS
@given(_lists(maybe_nan))
def test_nanmean_divides_by_the_non_nan_count(values):
    got = torch.nanmean(torch.tensor(values, dtype=torch.float64)).item()
    valid = [v for v in values if not math.isnan(v)]
    if not valid:
        assert math.isnan(got)
    else:
        assert math.isclose(got, math.fsum(valid) / len(valid), rel_tol=1e-9, abs_tol=1e-9)
