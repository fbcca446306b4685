"""Property tests for the formulas stated on the linalg solve and decomposition pages.

- cholesky: A = L L^H with L lower triangular and a positive diagonal, upper=True gives L^H,
  only one triangle is read; cholesky_solve(B, L) = A^{-1} B; cholesky_inverse(L) = A^{-1}
  (docs/*/reference/linalg/cholesky.md)
- lu: A = P L U; lu_factor packs L - I and U into LU; pivots are 1-based LAPACK row swaps
  (step i swaps row i with row pivots[i]); lu_solve solves A X = B, X A = B (left=False) and
  A^H X = B (adjoint=True) (docs/*/reference/linalg/lu.md)
- solve: A X = B; a B of shape A.shape[:-1] is a batch of vectors; solve_triangular follows
  forward substitution and reads one triangle; lstsq satisfies the normal equations and gives
  the minimum-norm solution with gelsd (docs/*/reference/linalg/solve.md)
- ldl: ldl_solve(ldl_factor(A), B) solves A X = B for symmetric indefinite A
  (docs/*/reference/linalg/ldl.md)
- inv: A A^{-1} = I, the 2 x 2 adjugate formula, d<G, A^{-1}>/dA = -A^{-T} G A^{-T}
  (docs/*/reference/linalg/inverse.md)
- eigh / eigvalsh: A = Q diag(w) Q^H, ascending w, sum w = trace, prod w = det, only the UPLO
  triangle is read (docs/*/reference/linalg/eigh.md)
- householder_product: H_1 ... H_k with H_i = I - tau_i v_i v_i^H, v_i read from below the
  diagonal (docs/*/reference/linalg/householder.md)
- torch.svd returns V = Vh^H of torch.linalg.svd (docs/*/reference/linalg/svd.md)

The references below are written with NumPy or plain Python loops, independently of torch.
"""

from __future__ import annotations

import warnings

import numpy as np
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

SETTINGS = settings(max_examples=30, deadline=None)

sizes = st.integers(min_value=1, max_value=5)
seeds = st.integers(min_value=0, max_value=2**31 - 1)
batches = st.sampled_from([(), (2,), (2, 3)])


def rng_matrix(seed: int, shape: tuple[int, ...]) -> np.ndarray:
    return np.random.RandomState(seed).standard_normal(shape)


def spd(seed: int, batch: tuple[int, ...], n: int) -> np.ndarray:
    m = rng_matrix(seed, (*batch, n, n))
    return m @ np.swapaxes(m, -1, -2) + n * np.eye(n)


def well_conditioned(seed: int, batch: tuple[int, ...], n: int) -> np.ndarray:
    return rng_matrix(seed, (*batch, n, n)) + 3 * n * np.eye(n)


# ---------------------------------------------------------------------------
# Cholesky
# ---------------------------------------------------------------------------


def cholesky_reference(a: np.ndarray) -> np.ndarray:
    """Cholesky-Banachiewicz on one real matrix, reading only the lower triangle."""
    n = a.shape[0]
    low = np.zeros_like(a)
    for i in range(n):
        for j in range(i + 1):
            s = sum(low[i, k] * low[j, k] for k in range(j))
            if i == j:
                low[i, i] = np.sqrt(a[i, i] - s)
            else:
                low[i, j] = (a[i, j] - s) / low[j, j]
    return low


@SETTINGS
@given(seeds, sizes)
def test_cholesky_matches_reference_and_reads_lower_triangle(seed, n):
    a = spd(seed, (), n)
    junk = a.copy()
    junk[np.triu_indices(n, 1)] = 1e3  # the upper triangle must not matter
    low = torch.linalg.cholesky(torch.from_numpy(junk))
    np.testing.assert_allclose(low.numpy(), cholesky_reference(a), rtol=1e-10, atol=1e-10)
    assert torch.equal(low, low.tril()) and bool((low.diagonal() > 0).all())
    up = torch.linalg.cholesky(torch.from_numpy(a), upper=True)
    torch.testing.assert_close(up, torch.linalg.cholesky(torch.from_numpy(a)).mH)


@SETTINGS
@given(seeds, batches, sizes, st.integers(min_value=1, max_value=3), st.booleans())
def test_cholesky_solve_and_inverse(seed, batch, n, k, upper):
    a = spd(seed, batch, n)
    b = rng_matrix(seed + 1, (*batch, n, k))
    factor = torch.linalg.cholesky(torch.from_numpy(a), upper=upper)
    x = torch.cholesky_solve(torch.from_numpy(b), factor, upper=upper)
    np.testing.assert_allclose(x.numpy(), np.linalg.solve(a, b), rtol=1e-8, atol=1e-10)
    inv = torch.cholesky_inverse(factor, upper=upper) if not batch else None
    if inv is not None:
        np.testing.assert_allclose(inv.numpy(), np.linalg.inv(a), rtol=1e-8, atol=1e-10)


# ---------------------------------------------------------------------------
# LU
# ---------------------------------------------------------------------------


def lu_partial_pivot_reference(a: np.ndarray) -> tuple[np.ndarray, list[int]]:
    """Doolittle LU with partial pivoting; returns the packed LU and 1-based LAPACK pivots."""
    lu = a.astype(np.float64).copy()
    m, n = lu.shape
    pivots = []
    for i in range(min(m, n)):
        p = i + int(np.argmax(np.abs(lu[i:, i])))
        pivots.append(p + 1)
        lu[[i, p]] = lu[[p, i]]
        if lu[i, i] != 0:
            lu[i + 1 :, i] /= lu[i, i]
            lu[i + 1 :, i + 1 :] -= np.outer(lu[i + 1 :, i], lu[i, i + 1 :])
    return lu, pivots


def rows_from_pivots(pivots: list[int], m: int) -> list[int]:
    rows = list(range(m))
    for i, p in enumerate(pivots):
        rows[i], rows[p - 1] = rows[p - 1], rows[i]
    return rows


@SETTINGS
@given(seeds, sizes, sizes)
def test_lu_factor_pivots_are_one_based_row_swaps(seed, m, n):
    a = rng_matrix(seed, (m, n))
    lu, pivots = torch.linalg.lu_factor(torch.from_numpy(a))
    ref_lu, ref_piv = lu_partial_pivot_reference(a)
    assert pivots.dtype == torch.int32
    assert pivots.tolist() == ref_piv
    np.testing.assert_allclose(lu.numpy(), ref_lu, rtol=1e-9, atol=1e-9)
    p_mat, low, up = torch.linalg.lu(torch.from_numpy(a))
    rows = rows_from_pivots(ref_piv, m)
    np.testing.assert_allclose(a[rows], (low @ up).numpy(), rtol=1e-9, atol=1e-9)
    np.testing.assert_allclose((p_mat @ low @ up).numpy(), a, rtol=1e-9, atol=1e-9)
    assert torch.equal(p_mat.T, torch.eye(m, dtype=p_mat.dtype)[rows])


@SETTINGS
@given(seeds, batches, sizes, st.integers(min_value=1, max_value=3))
def test_lu_solve_modes(seed, batch, n, k):
    a = well_conditioned(seed, batch, n)
    b = rng_matrix(seed + 1, (*batch, n, k))
    lu, piv = torch.linalg.lu_factor(torch.from_numpy(a))
    x = torch.linalg.lu_solve(lu, piv, torch.from_numpy(b))
    np.testing.assert_allclose(x.numpy(), np.linalg.solve(a, b), rtol=1e-8, atol=1e-10)
    xa = torch.linalg.lu_solve(lu, piv, torch.from_numpy(b), adjoint=True)
    np.testing.assert_allclose(xa.numpy(), np.linalg.solve(np.swapaxes(a, -1, -2), b), rtol=1e-8, atol=1e-10)
    bt = np.swapaxes(b, -1, -2)
    xl = torch.linalg.lu_solve(lu, piv, torch.from_numpy(bt), left=False)
    np.testing.assert_allclose(xl.numpy() @ a, bt, rtol=1e-8, atol=1e-9)


# ---------------------------------------------------------------------------
# solve, solve_triangular, lstsq, ldl
# ---------------------------------------------------------------------------


@SETTINGS
@given(seeds, st.integers(min_value=2, max_value=4), sizes)
def test_solve_batch_of_vectors_rule(seed, batch, n):
    a = well_conditioned(seed, (batch,), n)
    b = rng_matrix(seed + 1, (batch, n))  # shape == A.shape[:-1]: a batch of vectors
    x = torch.linalg.solve(torch.from_numpy(a), torch.from_numpy(b))
    expected = np.stack([np.linalg.solve(a[i], b[i]) for i in range(batch)])
    assert tuple(x.shape) == (batch, n)
    np.testing.assert_allclose(x.numpy(), expected, rtol=1e-8, atol=1e-10)


def forward_substitution(low: np.ndarray, b: np.ndarray, unit: bool) -> np.ndarray:
    n = low.shape[0]
    x = np.zeros_like(b)
    for i in range(n):
        s = b[i] - sum(low[i, j] * x[j] for j in range(i))
        x[i] = s if unit else s / low[i, i]
    return x


@SETTINGS
@given(seeds, sizes, st.integers(min_value=1, max_value=3), st.booleans())
def test_solve_triangular_is_forward_substitution(seed, n, k, unit):
    t = rng_matrix(seed, (n, n)) + 3 * np.eye(n)
    b = rng_matrix(seed + 1, (n, k))
    x = torch.linalg.solve_triangular(torch.from_numpy(t), torch.from_numpy(b), upper=False, unitriangular=unit)
    low = np.tril(t)
    np.testing.assert_allclose(x.numpy(), forward_substitution(low, b, unit), rtol=1e-9, atol=1e-9)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # torch.triangular_solve is deprecated
        old = torch.triangular_solve(torch.from_numpy(b), torch.from_numpy(t), upper=False, unitriangular=unit)
    torch.testing.assert_close(old.solution, x)


@SETTINGS
@given(seeds, st.integers(min_value=3, max_value=6), st.integers(min_value=1, max_value=3))
def test_lstsq_normal_equations_and_minimum_norm(seed, m, n):
    a = rng_matrix(seed, (m, n))
    y = rng_matrix(seed + 1, (m, 1))
    x = torch.linalg.lstsq(torch.from_numpy(a), torch.from_numpy(y), driver="gelsd").solution.numpy()
    np.testing.assert_allclose(a.T @ (a @ x - y), np.zeros((n, 1)), atol=1e-9)
    # a rank-deficient matrix: duplicate the first column; gelsd gives pinv(A) @ y
    r = np.concatenate([a, a[:, :1]], axis=1)
    xr = torch.linalg.lstsq(torch.from_numpy(r), torch.from_numpy(y), driver="gelsd").solution.numpy()
    np.testing.assert_allclose(xr, np.linalg.pinv(r) @ y, rtol=1e-7, atol=1e-9)


@SETTINGS
@given(seeds, batches, sizes)
def test_ldl_solve_on_symmetric_indefinite(seed, batch, n):
    m = rng_matrix(seed, (*batch, n, n))
    a = m + np.swapaxes(m, -1, -2) + np.diag(np.linspace(-2 * n, 2 * n, n) + 0.5)
    b = rng_matrix(seed + 1, (*batch, n, 2))
    ld, piv = torch.linalg.ldl_factor(torch.from_numpy(a))
    x = torch.linalg.ldl_solve(ld, piv, torch.from_numpy(b))
    np.testing.assert_allclose(a @ x.numpy(), b, rtol=1e-7, atol=1e-7)


# ---------------------------------------------------------------------------
# inverse
# ---------------------------------------------------------------------------

entries = st.floats(min_value=-10, max_value=10, allow_nan=False, allow_infinity=False)


@SETTINGS
@given(entries, entries, entries, entries)
def test_inv_2x2_adjugate(a, b, c, d):
    det = a * d - b * c
    if abs(det) < 1e-3:
        return
    inv = torch.linalg.inv(torch.tensor([[a, b], [c, d]], dtype=torch.float64))
    expected = np.array([[d, -b], [-c, a]]) / det
    np.testing.assert_allclose(inv.numpy(), expected, rtol=1e-9, atol=1e-9)


@SETTINGS
@given(seeds, sizes)
def test_inv_gradient_formula(seed, n):
    a = torch.from_numpy(well_conditioned(seed, (), n)).requires_grad_()
    g = torch.from_numpy(rng_matrix(seed + 1, (n, n)))
    (torch.linalg.inv(a) * g).sum().backward()
    ainv = np.linalg.inv(a.detach().numpy())
    np.testing.assert_allclose(a.grad.numpy(), -ainv.T @ g.numpy() @ ainv.T, rtol=1e-8, atol=1e-10)


# ---------------------------------------------------------------------------
# eigh / eigvalsh
# ---------------------------------------------------------------------------


@SETTINGS
@given(seeds, sizes, st.sampled_from(["L", "U"]))
def test_eigh_reads_one_triangle_and_sorts(seed, n, uplo):
    nonsym = rng_matrix(seed, (n, n))
    tri = np.tril(nonsym) if uplo == "L" else np.triu(nonsym)
    sym = tri + tri.T - np.diag(np.diag(nonsym))  # the matrix eigh actually sees
    w, q = torch.linalg.eigh(torch.from_numpy(nonsym), UPLO=uplo)
    w_ref = np.sort(np.linalg.eigvals(sym).real)
    np.testing.assert_allclose(w.numpy(), w_ref, rtol=1e-8, atol=1e-8)
    assert bool((w[1:] >= w[:-1]).all())
    np.testing.assert_allclose((q @ torch.diag(w) @ q.mT).numpy(), sym, rtol=1e-8, atol=1e-8)
    np.testing.assert_allclose(w.sum().item(), np.trace(sym), rtol=1e-8, atol=1e-8)
    np.testing.assert_allclose(np.prod(w.numpy()), np.linalg.det(sym), rtol=1e-6, atol=1e-8)
    torch.testing.assert_close(torch.linalg.eigvalsh(torch.from_numpy(nonsym), UPLO=uplo), w)


# ---------------------------------------------------------------------------
# Householder products and the old SVD
# ---------------------------------------------------------------------------


@SETTINGS
@given(seeds, st.integers(min_value=2, max_value=5), st.integers(min_value=1, max_value=3))
def test_householder_product_matches_reflectors(seed, m, n):
    n = min(n, m)
    a = rng_matrix(seed, (m, n))
    tau = np.random.RandomState(seed + 1).uniform(0.1, 1.9, size=n)
    h = np.eye(m)
    for i in range(n):
        v = np.zeros(m)
        v[i] = 1.0
        v[i + 1 :] = a[i + 1 :, i]
        h = h @ (np.eye(m) - tau[i] * np.outer(v, v))
    q = torch.linalg.householder_product(torch.from_numpy(a), torch.from_numpy(tau))
    np.testing.assert_allclose(q.numpy(), h[:, :n], rtol=1e-9, atol=1e-9)
    torch.testing.assert_close(torch.orgqr(torch.from_numpy(a), torch.from_numpy(tau)), q)


@SETTINGS
@given(seeds, sizes, sizes)
def test_torch_svd_returns_v_not_vh(seed, m, n):
    state = np.random.RandomState(seed)
    z = torch.from_numpy(state.standard_normal((m, n)) + 1j * state.standard_normal((m, n)))
    u, s, v = torch.svd(z)
    k = min(m, n)
    assert tuple(u.shape) == (m, k) and tuple(v.shape) == (n, k)
    rebuilt = (u * s.to(z.dtype)) @ v.mH
    np.testing.assert_allclose(rebuilt.numpy(), z.numpy(), rtol=1e-9, atol=1e-9)
    np.testing.assert_allclose(s.numpy(), np.linalg.svd(z.numpy(), compute_uv=False), rtol=1e-9, atol=1e-9)
