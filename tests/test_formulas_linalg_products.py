"""Property tests for formulas stated on the linalg determinant and product pages.

- det(A) = sum over permutations sgn(s) prod a[i, s(i)]; det = sign * exp(logabsdet);
  logdet = log det for det > 0; log det = 2 sum log diag(cholesky(A)) for SPD A;
  |det A| = prod of singular values
  (docs/*/reference/linalg/determinants.md)
- dot = sum a_i b_i; vdot = sum conj(a_i) b_i; outer_ij = u_i w_j; mv_i = sum_k M_ik x_k
  (docs/*/reference/linalg/vector-products.md)
- addmv = beta*input + alpha*(M v); addr = beta*input + alpha*u w^T;
  addbmm = beta*input + alpha*sum_b B1_b B2_b; baddbmm_b = beta*input_b + alpha*B1_b B2_b
  (docs/*/reference/linalg/fused-products.md)
- trapezoid = sum (x_{i+1} - x_i)(y_i + y_{i+1})/2, dx form dx*(sum y - (y_0 + y_{n-1})/2),
  cumulative_trapezoid = partial sums of the same areas
  (docs/*/reference/linalg/trapezoid.md)
- cond_p(A) = ||A||_p ||A^-1||_p (sigma_max / sigma_min for p = None, 2);
  matrix_rank = #{sigma_i > max(atol, rtol * sigma_1)}, default rtol = eps * max(m, n)
  (docs/*/reference/linalg/cond-matrix-rank.md)
- vector_norm = (sum |x_i|^p)^(1/p), max / min |x_i| for +-inf, count of nonzeros for p = 0;
  matrix_norm fro / 1 / -1 / inf / -inf from entry sums
  (docs/*/reference/linalg/vector-matrix-norm.md)

The references below are written independently of torch (plain Python permutation sums)
and compared with what torch computes.
"""

from __future__ import annotations

import itertools
import math

import torch
from hypothesis import given, settings
from hypothesis import strategies as st

SETTINGS = settings(max_examples=30, deadline=None)

# subnormal entries are excluded: a singular matrix holding one (e.g. a single 2e-313 in
# a 3x3 zero matrix) made LAPACK return det = nan in torch 2.13
entry = st.floats(min_value=-3.0, max_value=3.0, allow_nan=False, allow_infinity=False, allow_subnormal=False)


@st.composite
def square(draw, max_n=4):
    n = draw(st.integers(min_value=1, max_value=max_n))
    return [draw(st.lists(entry, min_size=n, max_size=n)) for _ in range(n)]


def perm_sign(p: tuple[int, ...]) -> int:
    sign, seen = 1, [False] * len(p)
    for i in range(len(p)):
        if seen[i]:
            continue
        j, length = i, 0
        while not seen[j]:
            seen[j] = True
            j = p[j]
            length += 1
        if length % 2 == 0:
            sign = -sign
    return sign


def leibniz_det(a: list[list[float]]) -> float:
    n = len(a)
    return math.fsum(perm_sign(p) * math.prod(a[i][p[i]] for i in range(n)) for p in itertools.permutations(range(n)))


@SETTINGS
@given(square())
def test_det_and_slogdet_match_permutation_sum(a):
    A = torch.tensor(a, dtype=torch.float64)
    ref = leibniz_det(a)
    scale = max(1.0, max(abs(v) for row in a for v in row)) ** len(a)
    assert abs(torch.linalg.det(A).item() - ref) <= 1e-9 * scale
    assert abs(torch.det(A).item() - ref) <= 1e-9 * scale
    sign, logabsdet = torch.linalg.slogdet(A)
    assert abs((sign * logabsdet.exp()).item() - ref) <= 1e-9 * scale
    if ref > 1e-6:
        assert math.isclose(torch.logdet(A).item(), math.log(ref), rel_tol=1e-7, abs_tol=1e-7)
    elif ref < -1e-6:
        assert math.isnan(torch.logdet(A).item())
        assert sign.item() == -1.0


@SETTINGS
@given(square())
def test_abs_det_is_product_of_singular_values(a):
    A = torch.tensor(a, dtype=torch.float64)
    ref = abs(leibniz_det(a))
    scale = max(1.0, max(abs(v) for row in a for v in row)) ** len(a)
    assert abs(torch.linalg.svdvals(A).prod().item() - ref) <= 1e-9 * scale


@SETTINGS
@given(square())
def test_logdet_of_spd_from_cholesky(a):
    n = len(a)
    # B B^T + I is symmetric positive definite
    spd = [
        [math.fsum(a[i][k] * a[j][k] for k in range(n)) + (1.0 if i == j else 0.0) for j in range(n)] for i in range(n)
    ]
    ref = math.log(leibniz_det(spd))
    A = torch.tensor(spd, dtype=torch.float64)
    via_chol = 2 * torch.linalg.cholesky(A).diagonal(dim1=-2, dim2=-1).log().sum(-1)
    assert math.isclose(via_chol.item(), ref, rel_tol=1e-9, abs_tol=1e-9)
    assert math.isclose(torch.logdet(A).item(), ref, rel_tol=1e-9, abs_tol=1e-9)


def rand_list(draw, *shape):
    if not shape:
        return draw(entry)
    return [rand_list(draw, *shape[1:]) for _ in range(shape[0])]


dim = st.integers(min_value=1, max_value=4)
scalar = st.floats(min_value=-2.0, max_value=2.0, allow_nan=False, allow_infinity=False)


@SETTINGS
@given(st.data())
def test_vector_products_match_loops(data):
    n, m = data.draw(dim), data.draw(dim)
    a, b = rand_list(data.draw, n), rand_list(data.draw, n)
    w = rand_list(data.draw, m)
    M = rand_list(data.draw, n, m)
    ta, tb, tw, tM = (torch.tensor(x, dtype=torch.float64) for x in (a, b, w, M))
    assert math.isclose(torch.dot(ta, tb).item(), math.fsum(x * y for x, y in zip(a, b, strict=False)), abs_tol=1e-9)
    outer = torch.outer(ta, tw)
    assert all(outer[i, j].item() == a[i] * w[j] for i in range(n) for j in range(m))
    mv = torch.mv(tM, tw)
    assert all(math.isclose(mv[i].item(), math.fsum(M[i][k] * w[k] for k in range(m)), abs_tol=1e-9) for i in range(n))
    za = [complex(x, y) for x, y in zip(a, b, strict=False)]
    zb = [complex(y, -x) for x, y in zip(a, b, strict=False)]
    ref = sum(x.conjugate() * y for x, y in zip(za, zb, strict=False))
    got = torch.vdot(torch.tensor(za, dtype=torch.complex128), torch.tensor(zb, dtype=torch.complex128)).item()
    assert abs(got - ref) <= 1e-9


@SETTINGS
@given(st.data())
def test_fused_products_match_loops(data):
    bsz, n, m, p = data.draw(st.integers(min_value=0, max_value=3)), data.draw(dim), data.draw(dim), data.draw(dim)
    beta, alpha = data.draw(scalar), data.draw(scalar)
    kw = dict(beta=beta, alpha=alpha)

    def t(x):
        return torch.tensor(x, dtype=torch.float64)

    inp_v, M, v = rand_list(data.draw, n), rand_list(data.draw, n, m), rand_list(data.draw, m)
    got = torch.addmv(t(inp_v), t(M), t(v), **kw)
    for i in range(n):
        ref = beta * inp_v[i] + alpha * math.fsum(M[i][k] * v[k] for k in range(m))
        assert math.isclose(got[i].item(), ref, abs_tol=1e-9)

    inp_m, u = rand_list(data.draw, n, m), rand_list(data.draw, n)
    got = torch.addr(t(inp_m), t(u), t(v), **kw)
    for i in range(n):
        for j in range(m):
            assert math.isclose(got[i, j].item(), beta * inp_m[i][j] + alpha * u[i] * v[j], abs_tol=1e-9)

    B1, B2 = rand_list(data.draw, bsz, n, m), rand_list(data.draw, bsz, m, p)
    inp_np = rand_list(data.draw, n, p)
    b1 = t(B1).reshape(bsz, n, m)
    b2 = t(B2).reshape(bsz, m, p)
    got = torch.addbmm(t(inp_np), b1, b2, **kw)
    for i in range(n):
        for j in range(p):
            ref = beta * inp_np[i][j] + alpha * math.fsum(
                B1[b][i][k] * B2[b][k][j] for b in range(bsz) for k in range(m)
            )
            assert math.isclose(got[i, j].item(), ref, abs_tol=1e-9)

    inp_b = rand_list(data.draw, bsz, n, p)
    got = torch.baddbmm(t(inp_b).reshape(bsz, n, p), b1, b2, **kw)
    for b in range(bsz):
        for i in range(n):
            for j in range(p):
                ref = beta * inp_b[b][i][j] + alpha * math.fsum(B1[b][i][k] * B2[b][k][j] for k in range(m))
                assert math.isclose(got[b, i, j].item(), ref, abs_tol=1e-9)


@SETTINGS
@given(st.data())
def test_trapezoid_formulas(data):
    n = data.draw(st.integers(min_value=1, max_value=8))
    y = rand_list(data.draw, n)
    x = rand_list(data.draw, n)
    dx = data.draw(st.floats(min_value=0.01, max_value=3.0))
    ty, tx = torch.tensor(y, dtype=torch.float64), torch.tensor(x, dtype=torch.float64)
    areas = [(x[i + 1] - x[i]) * (y[i] + y[i + 1]) / 2 for i in range(n - 1)]
    assert math.isclose(torch.trapezoid(ty, tx).item(), math.fsum(areas), abs_tol=1e-9)
    assert math.isclose(torch.trapz(ty, tx).item(), math.fsum(areas), abs_tol=1e-9)
    dx_ref = dx * (math.fsum(y) - (y[0] + y[-1]) / 2) if n > 1 else 0.0
    assert math.isclose(torch.trapezoid(ty, dx=dx).item(), dx_ref, abs_tol=1e-9)
    cum = torch.cumulative_trapezoid(ty, tx)
    assert cum.shape == (n - 1,)
    for k in range(n - 1):
        assert math.isclose(cum[k].item(), math.fsum(areas[: k + 1]), abs_tol=1e-9)


@SETTINGS
@given(st.data())
def test_cond_and_rank_formulas(data):
    import numpy as np

    m, n = data.draw(dim), data.draw(dim)
    A = np.array(rand_list(data.draw, m, n), dtype=np.float64)
    sv = np.linalg.svd(A, compute_uv=False)
    tA = torch.from_numpy(A.copy())
    # rank with the default tolerance and with explicit ones
    # singular values within rounding distance of a threshold could be counted either way by two SVDs
    margin = 1e-8 * max(1.0, float(sv[0]))
    thr = np.finfo(np.float64).eps * max(m, n) * sv[0]
    if sv[0] > 0 and not np.any(np.abs(sv - thr) < margin):
        assert torch.linalg.matrix_rank(tA).item() == int((sv > thr).sum())
    atol, rtol = data.draw(st.floats(0.0, 2.0)), data.draw(st.floats(0.0, 0.9))
    thr = max(atol, rtol * sv[0])
    if not np.any(np.abs(sv - thr) < margin):
        assert torch.linalg.matrix_rank(tA, atol=atol, rtol=rtol).item() == int((sv > thr).sum())
    if m == n and sv[-1] > 1e-3:  # well away from underflow and singularity
        Ainv = np.linalg.inv(A)
        for p, norm in (
            (None, lambda X: np.linalg.norm(X, 2)),
            ("fro", lambda X: np.linalg.norm(X, "fro")),
            (1, lambda X: np.abs(X).sum(0).max()),
            (float("inf"), lambda X: np.abs(X).sum(1).max()),
        ):
            assert math.isclose(torch.linalg.cond(tA, p).item(), norm(A) * norm(Ainv), rel_tol=1e-6)


@SETTINGS
@given(st.data())
def test_vector_and_matrix_norm_formulas(data):
    m, n = data.draw(dim), data.draw(dim)
    a = rand_list(data.draw, m, n)
    t = torch.tensor(a, dtype=torch.float64)
    flat = [abs(v) for row in a for v in row]
    p = data.draw(st.sampled_from([0.5, 1.0, 2.0, 3.0]))
    ref = math.fsum(v**p for v in flat) ** (1 / p)
    assert math.isclose(torch.linalg.vector_norm(t, p).item(), ref, rel_tol=1e-9, abs_tol=1e-12)
    assert torch.linalg.vector_norm(t, float("inf")).item() == max(flat)
    assert torch.linalg.vector_norm(t, float("-inf")).item() == min(flat)
    assert torch.linalg.vector_norm(t, 0).item() == sum(v != 0 for v in flat)
    cols = [math.fsum(abs(a[i][j]) for i in range(m)) for j in range(n)]
    rows = [math.fsum(abs(v) for v in row) for row in a]
    for ord, ref in (
        ("fro", math.sqrt(math.fsum(v * v for v in flat))),
        (1, max(cols)),
        (-1, min(cols)),
        (float("inf"), max(rows)),
        (float("-inf"), min(rows)),
    ):
        assert math.isclose(torch.linalg.matrix_norm(t, ord).item(), ref, rel_tol=1e-9, abs_tol=1e-12)
