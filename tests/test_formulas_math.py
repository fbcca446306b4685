"""Property tests for formulas stated on the math-and-reductions and linalg pages.

- std/var: var = sum((x - mean)^2) / max(0, N - correction), std = sqrt(var)
  (docs/*/reference/math-and-reductions/std-var.md)
- matmul: (*a, n, m) @ (*b, m, p) -> (broadcast(*a, *b), n, p), with 1-D operands
  promoted to a row / column and the added dimension removed
  (docs/*/reference/linalg/matmul.md)

The reference implementations below are written independently of torch and then
compared with what torch 2.x computes.
"""

from __future__ import annotations

import math

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

SETTINGS = settings(max_examples=50, deadline=None)

# ---------------------------------------------------------------------------
# std / var with correction
# ---------------------------------------------------------------------------

finite = st.floats(min_value=-1e3, max_value=1e3, allow_nan=False, allow_infinity=False)


def var_reference(values: list[float], correction: int) -> float:
    n = len(values)
    mean = math.fsum(values) / n
    ss = math.fsum((v - mean) ** 2 for v in values)
    return ss / max(0, n - correction)


@st.composite
def matrix_and_correction(draw):
    rows = draw(st.integers(min_value=1, max_value=5))
    cols = draw(st.integers(min_value=1, max_value=5))
    data = draw(st.lists(st.lists(finite, min_size=cols, max_size=cols), min_size=rows, max_size=rows))
    dim = draw(st.sampled_from([None, 0, 1]))
    n = rows * cols if dim is None else (rows if dim == 0 else cols)
    # keep N - correction > 0 so the formula has a nonzero denominator
    correction = draw(st.integers(min_value=0, max_value=min(2, n - 1)))
    return data, dim, correction


@SETTINGS
@given(matrix_and_correction())
def test_var_std_match_correction_formula(case):
    data, dim, correction = case
    x = torch.tensor(data, dtype=torch.float64)

    if dim is None:
        groups = [[v for row in data for v in row]]
    elif dim == 0:
        groups = [[row[j] for row in data] for j in range(len(data[0]))]
    else:
        groups = [list(row) for row in data]
    expected_var = torch.tensor([var_reference(g, correction) for g in groups], dtype=torch.float64)
    expected_std = expected_var.sqrt()

    got_var = torch.var(x, dim=dim, correction=correction).reshape(-1)
    got_std = torch.std(x, dim=dim, correction=correction).reshape(-1)
    assert torch.allclose(got_var, expected_var, rtol=1e-9, atol=1e-9)
    assert torch.allclose(got_std, expected_std, rtol=1e-9, atol=1e-9)


@SETTINGS
@given(st.lists(finite, min_size=2, max_size=20))
def test_default_correction_is_bessel(values):
    x = torch.tensor(values, dtype=torch.float64)
    assert torch.allclose(x.var(), x.var(correction=1))
    assert torch.allclose(x.std(), x.std(correction=1))
    # the population variance (NumPy's default ddof=0) is smaller by the factor (N-1)/N
    n = len(values)
    assert torch.allclose(x.var(correction=0), x.var() * (n - 1) / n, rtol=1e-9, atol=1e-12)


# ---------------------------------------------------------------------------
# matmul output shape
# ---------------------------------------------------------------------------


def broadcast_reference(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...] | None:
    """NumPy-style broadcasting of two shapes, or None if they do not broadcast."""
    out = []
    for i in range(1, max(len(a), len(b)) + 1):
        da = a[-i] if i <= len(a) else 1
        db = b[-i] if i <= len(b) else 1
        if da != db and 1 not in (da, db):
            return None
        out.append(max(da, db) if 1 in (da, db) else da)
    return tuple(reversed(out))


def matmul_shape_reference(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...] | None:
    """The matmul shape rule as written on the page; None means torch must raise."""
    if len(a) == 0 or len(b) == 0:
        return None
    a_vec, b_vec = len(a) == 1, len(b) == 1
    a2 = (1,) + a if a_vec else a
    b2 = b + (1,) if b_vec else b
    n, m1 = a2[-2], a2[-1]
    m2, p = b2[-2], b2[-1]
    if m1 != m2:
        return None
    batch = broadcast_reference(a2[:-2], b2[:-2])
    if batch is None:
        return None
    out = batch + (n, p)
    if a_vec:
        out = out[:-2] + out[-1:]
    if b_vec:
        out = out[:-1]
    return out


@st.composite
def matmul_shapes(draw):
    n = draw(st.integers(1, 4))
    m = draw(st.integers(1, 4))
    p = draw(st.integers(1, 4))
    # inner sizes match most of the time; sometimes they do not
    m_b = m if draw(st.integers(0, 9)) else draw(st.integers(1, 4))

    # batch dims: a common broadcast target, then each operand takes a suffix of it
    # with some sizes replaced by 1; occasionally a size is changed to break broadcasting
    target = draw(st.lists(st.integers(1, 3), min_size=0, max_size=3))

    def batch_for() -> tuple[int, ...]:
        k = draw(st.integers(0, len(target)))
        dims = target[len(target) - k :]
        dims = [1 if draw(st.booleans()) else d for d in dims]
        if dims and draw(st.integers(0, 9)) == 0:
            i = draw(st.integers(0, len(dims) - 1))
            dims[i] = draw(st.integers(1, 4))
        return tuple(dims)

    a_kind = draw(st.sampled_from(["vector", "matrix", "batched"]))
    b_kind = draw(st.sampled_from(["vector", "matrix", "batched"]))
    a = (m,) if a_kind == "vector" else batch_for() + (n, m) if a_kind == "batched" else (n, m)
    b = (m_b,) if b_kind == "vector" else batch_for() + (m_b, p) if b_kind == "batched" else (m_b, p)
    return a, b


@SETTINGS
@given(matmul_shapes())
def test_matmul_shape_rule_matches_torch(shapes):
    a_shape, b_shape = shapes
    a = torch.ones(a_shape)
    b = torch.ones(b_shape)
    expected = matmul_shape_reference(a_shape, b_shape)
    if expected is None:
        with pytest.raises(RuntimeError):
            torch.matmul(a, b)
    else:
        out = a @ b
        assert tuple(out.shape) == expected
        # all-ones inputs: every entry is the inner dimension
        assert torch.all(out == a_shape[-1])


@SETTINGS
@given(
    st.lists(st.integers(1, 3), min_size=0, max_size=3),
    st.lists(st.integers(1, 3), min_size=0, max_size=3),
)
def test_matmul_batch_dims_broadcast_like_elementwise_ops(batch_a, batch_b):
    a = torch.ones(tuple(batch_a) + (2, 3))
    b = torch.ones(tuple(batch_b) + (3, 4))
    expected_batch = broadcast_reference(tuple(batch_a), tuple(batch_b))
    if expected_batch is None:
        with pytest.raises(RuntimeError):
            torch.matmul(a, b)
    else:
        assert tuple((a @ b).shape) == expected_batch + (2, 4)
        assert expected_batch == tuple(torch.broadcast_shapes(tuple(batch_a), tuple(batch_b)))


def test_mm_does_not_broadcast():
    with pytest.raises(RuntimeError):
        torch.mm(torch.ones(5, 2, 3), torch.ones(3, 4))
    assert tuple(torch.matmul(torch.ones(5, 2, 3), torch.ones(3, 4)).shape) == (5, 2, 4)
