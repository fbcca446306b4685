"""Property tests for formulas stated on the fft pages.

- fft / ifft: X[k] = c * sum_t x[t] exp(-2 pi i k t / n), with c = 1, 1/sqrt(n), 1/n for
  norm = "backward", "ortho", "forward" and the inverse scale 1/n, 1/sqrt(n), 1 (inverse round trip;
  Parseval for "ortho"); fft2 as the 2-D sum (docs/*/reference/fft/fft.md)
- rfft = the first n//2 + 1 bins of fft for real input; irfft(rfft(x), n) = x
  (docs/*/reference/fft/rfft.md)
- fftfreq: bin k holds k/(d n) for k < (n+1)//2 and (k-n)/(d n) after; fftshift rolls by n//2
  (docs/*/reference/fft/frequencies-and-shift.md)
- hfft: the real DFT of the Hermitian extension x[n-t] = conj(x[t]) of its input
  (docs/*/reference/fft/hfft.md)
- stft: column m = DFT of window * (reflect-padded input)[m*hop : m*hop + n_fft]
  (docs/*/reference/fft/stft.md)
- hann / hamming / blackman / bartlett / kaiser: the closed forms with N = L + 1 (periodic) or L
  (docs/*/reference/fft/windows.md)

The reference DFT below is a plain Python double loop over cmath, written independently of torch.
"""

from __future__ import annotations

import cmath
import math

import torch
from hypothesis import given, settings
from hypothesis import strategies as st

SETTINGS = settings(max_examples=30, deadline=None)

finite = st.floats(min_value=-100, max_value=100, allow_nan=False, allow_infinity=False)
NORMS = ["backward", "ortho", "forward"]


def dft_reference(x: list[complex], inverse: bool = False) -> list[complex]:
    n = len(x)
    sign = 1 if inverse else -1
    return [sum(x[t] * cmath.exp(sign * 2j * math.pi * k * t / n) for t in range(n)) for k in range(n)]


def scale(norm: str, n: int, inverse: bool) -> float:
    if norm == "ortho":
        return 1 / math.sqrt(n)
    if (norm == "backward") == inverse:
        return 1 / n
    return 1.0


def close(a: torch.Tensor, b: list[complex], tol: float = 1e-9) -> bool:
    ref = torch.tensor(b, dtype=torch.complex128)
    return bool(torch.allclose(a, ref, atol=tol * (1 + ref.abs().max().item()), rtol=0))


@SETTINGS
@given(st.lists(finite, min_size=1, max_size=12), st.lists(finite, min_size=12, max_size=12), st.sampled_from(NORMS))
def test_fft_matches_dft_sum_with_norm_scale(re, im, norm):
    n = len(re)
    x = [complex(a, b) for a, b in zip(re, im[:n], strict=False)]
    xt = torch.tensor(x, dtype=torch.complex128)
    ref = [scale(norm, n, inverse=False) * v for v in dft_reference(x)]
    assert close(torch.fft.fft(xt, norm=norm), ref)
    ref_inv = [scale(norm, n, inverse=True) * v for v in dft_reference(x, inverse=True)]
    assert close(torch.fft.ifft(xt, norm=norm), ref_inv)


@SETTINGS
@given(st.lists(finite, min_size=1, max_size=16), st.sampled_from(NORMS))
def test_inverse_round_trip_and_parseval(values, norm):
    x = torch.tensor(values, dtype=torch.float64)
    X = torch.fft.fft(x, norm=norm)
    assert torch.allclose(torch.fft.ifft(X, norm=norm).real, x, atol=1e-9)
    if norm == "ortho":
        assert math.isclose((X.abs() ** 2).sum().item(), (x**2).sum().item(), rel_tol=1e-9, abs_tol=1e-9)


@SETTINGS
@given(st.integers(1, 4), st.integers(1, 4), st.data())
def test_fft2_matches_2d_sum(n1, n2, data):
    vals = data.draw(st.lists(finite, min_size=n1 * n2, max_size=n1 * n2))
    grid = [vals[i * n2 : (i + 1) * n2] for i in range(n1)]
    ref = [
        [
            sum(
                grid[t1][t2] * cmath.exp(-2j * math.pi * (k1 * t1 / n1 + k2 * t2 / n2))
                for t1 in range(n1)
                for t2 in range(n2)
            )
            for k2 in range(n2)
        ]
        for k1 in range(n1)
    ]
    got = torch.fft.fft2(torch.tensor(grid, dtype=torch.float64))
    assert got.shape == (n1, n2)
    assert close(got.flatten(), [v for row in ref for v in row])


@SETTINGS
@given(st.lists(finite, min_size=1, max_size=16))
def test_rfft_is_first_half_of_fft_and_irfft_inverts(values):
    n = len(values)
    x = torch.tensor(values, dtype=torch.float64)
    R = torch.fft.rfft(x)
    assert R.shape == (n // 2 + 1,)
    assert close(R, dft_reference([complex(v) for v in values])[: n // 2 + 1])
    assert torch.allclose(torch.fft.irfft(R, n=n), x, atol=1e-9)


@SETTINGS
@given(st.integers(1, 20), st.floats(min_value=0.01, max_value=10))
def test_fftfreq_and_fftshift(n, d):
    ref = [(k if k < (n + 1) // 2 else k - n) / (d * n) for k in range(n)]
    got = torch.fft.fftfreq(n, d=d, dtype=torch.float64)
    assert torch.allclose(got, torch.tensor(ref, dtype=torch.float64))
    rref = [k / (d * n) for k in range(n // 2 + 1)]
    assert torch.allclose(torch.fft.rfftfreq(n, d=d, dtype=torch.float64), torch.tensor(rref, dtype=torch.float64))
    x = torch.arange(n)
    shifted = torch.fft.fftshift(x)
    assert shifted.tolist() == [x.tolist()[(i - n // 2) % n] for i in range(n)]
    assert torch.equal(torch.fft.ifftshift(shifted), x)


@SETTINGS
@given(st.integers(2, 10), st.data())
def test_hfft_is_dft_of_hermitian_extension(n, data):
    m = n // 2 + 1
    re = data.draw(st.lists(finite, min_size=m, max_size=m))
    im = data.draw(st.lists(finite, min_size=m, max_size=m))
    half = [complex(a, b) for a, b in zip(re, im, strict=False)]
    half[0] = complex(half[0].real)
    if n % 2 == 0:
        half[-1] = complex(half[-1].real)
    full = [half[t] if t < m else half[n - t].conjugate() for t in range(n)]
    ref = dft_reference(full)
    assert max(abs(v.imag) for v in ref) <= 1e-9 * (1 + max(abs(v) for v in ref))
    got = torch.fft.hfft(torch.tensor(half, dtype=torch.complex128), n=n)
    assert got.dtype == torch.float64 and got.shape == (n,)
    assert torch.allclose(
        got, torch.tensor([v.real for v in ref], dtype=torch.float64), atol=1e-9 * (1 + got.abs().max().item())
    )


@SETTINGS
@given(st.integers(2, 8), st.integers(1, 4), st.integers(0, 12), st.data())
def test_stft_columns_are_windowed_dfts(n_fft, hop, extra, data):
    length = n_fft // 2 + 1 + extra  # reflect padding needs length > n_fft // 2
    x = data.draw(st.lists(finite, min_size=length, max_size=length))
    window = data.draw(st.lists(st.floats(0, 1), min_size=n_fft, max_size=n_fft))
    p = n_fft // 2
    padded = [x[p - i] for i in range(p)] + x + [x[length - 2 - i] for i in range(p)]  # reflect
    S = torch.stft(
        torch.tensor(x, dtype=torch.float64),
        n_fft,
        hop_length=hop,
        window=torch.tensor(window, dtype=torch.float64),
        return_complex=True,
    )
    frames = 1 + (length + 2 * p - n_fft) // hop  # = 1 + length // hop only for even n_fft
    assert S.shape == (n_fft // 2 + 1, frames)
    for col in range(frames):
        frame = [complex(window[k] * padded[col * hop + k]) for k in range(n_fft)]
        assert close(S[:, col], dft_reference(frame)[: n_fft // 2 + 1])


def _bessel_i0(v: float) -> float:
    return math.fsum((v / 2) ** (2 * k) / math.factorial(k) ** 2 for k in range(60))


@SETTINGS
@given(st.integers(2, 40), st.booleans(), st.floats(0, 20))
def test_windows_match_closed_forms(L, periodic, beta):
    N = L + 1 if periodic else L
    c = [2 * math.pi * n / (N - 1) for n in range(L)]
    refs = {
        torch.hann_window: [0.5 - 0.5 * math.cos(v) for v in c],
        torch.hamming_window: [0.54 - 0.46 * math.cos(v) for v in c],
        torch.blackman_window: [0.42 - 0.5 * math.cos(v) + 0.08 * math.cos(2 * v) for v in c],
        torch.bartlett_window: [1 - abs(2 * n / (N - 1) - 1) for n in range(L)],
    }
    for fn, ref in refs.items():
        got = fn(L, periodic=periodic, dtype=torch.float64)
        assert torch.allclose(got, torch.tensor(ref, dtype=torch.float64), atol=1e-12), fn.__name__
    M = L if periodic else L - 1
    kaiser = [
        _bessel_i0(beta * math.sqrt(max(0.0, 1 - ((i - M / 2) / (M / 2)) ** 2))) / _bessel_i0(beta) for i in range(L)
    ]
    got = torch.kaiser_window(L, periodic=periodic, beta=beta, dtype=torch.float64)
    assert torch.allclose(got, torch.tensor(kaiser, dtype=torch.float64), atol=1e-9)
