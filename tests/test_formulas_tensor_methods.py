"""Property tests for formulas stated on the W1 tensor-method pages.

- Tensor.unfold: W = floor((L - size) / step) + 1 windows, out[w, j] = x[w * step + j]
  (docs/*/reference/indexing-and-views/torch.Tensor.unfold.md)
- Tensor.sum_to_size: leading dims summed away, target size-1 dims summed with keepdim
  (docs/*/reference/math-and-reductions/torch.Tensor.sum_to_size.md)
- Tensor.put_: flat row-major writes, negative positions from the end, accumulate adds
  (docs/*/reference/indexing-and-views/torch.Tensor.put_.md)
- Tensor.fill_diagonal_: positions (i, ..., i); wrap=True fills every (cols + 1)-th flat element
  (docs/*/reference/tensor-creation/fill-zero.md)
- torch.heaviside: 0 / values / 1 for x < 0 / x == 0 / x > 0
  (docs/*/reference/math-and-reductions/torch.heaviside.md)
- Tensor.hardshrink: x if |x| > lambd else 0
  (docs/*/reference/activations/torch.Tensor.hardshrink.md)
- torch.range: floor((end - start) / step) + 1 values start + i * step
  (docs/*/reference/tensor-creation/torch.range.md)

The references below use plain Python lists and loops, not torch.
"""

from __future__ import annotations

import math
import warnings

import torch
from hypothesis import given, settings
from hypothesis import strategies as st

SETTINGS = settings(max_examples=30, deadline=None)
small = st.integers(min_value=-20, max_value=20)


@SETTINGS
@given(st.lists(small, min_size=1, max_size=12), st.data())
def test_unfold_windows(values: list[int], data) -> None:
    n = len(values)
    size = data.draw(st.integers(min_value=0, max_value=n))
    step = data.draw(st.integers(min_value=1, max_value=n + 1))
    out = torch.tensor(values).unfold(0, size, step)
    windows = (n - size) // step + 1
    expected = [[values[w * step + j] for j in range(size)] for w in range(windows)]
    assert tuple(out.shape) == (windows, size)
    assert out.tolist() == expected


@st.composite
def shape_and_target(draw):
    shape = draw(st.lists(st.integers(min_value=1, max_value=4), min_size=0, max_size=4))
    keep = draw(st.integers(min_value=0, max_value=len(shape)))
    tail = shape[len(shape) - keep :]
    target = [d if draw(st.booleans()) else 1 for d in tail]
    return shape, target


def flat_index(idx: tuple[int, ...], shape: list[int]) -> int:
    k = 0
    for i, d in zip(idx, shape, strict=False):
        k = k * d + i
    return k


@SETTINGS
@given(shape_and_target())
def test_sum_to_size_reference(st_pair) -> None:
    shape, target = st_pair
    numel = math.prod(shape)
    values = list(range(numel))
    x = torch.tensor(values, dtype=torch.float64).reshape(shape)
    out = x.sum_to_size(*target) if target else x.sum_to_size(())
    lead = len(shape) - len(target)
    ref = [0.0] * math.prod(target)
    for k in range(numel):
        idx, rem = [], k
        for d in reversed(shape):
            idx.append(rem % d)
            rem //= d
        idx = idx[::-1][lead:]
        t_idx = tuple(0 if s == 1 else i for i, s in zip(idx, target, strict=False))
        ref[flat_index(t_idx, target)] += values[k]
    assert tuple(out.shape) == tuple(target)
    assert out.flatten().tolist() == ref


@SETTINGS
@given(st.integers(min_value=1, max_value=4), st.integers(min_value=1, max_value=4), st.data())
def test_put_flat_positions(rows: int, cols: int, data) -> None:
    n = rows * cols
    idx = data.draw(st.lists(st.integers(min_value=-n, max_value=n - 1), min_size=0, max_size=6))
    src = data.draw(st.lists(small, min_size=len(idx), max_size=len(idx)))
    ref = [0] * n
    for i, v in zip(idx, src, strict=False):
        ref[i % n] += v
    x = torch.zeros(rows, cols, dtype=torch.int64)
    x.put_(torch.tensor(idx, dtype=torch.int64), torch.tensor(src, dtype=torch.int64), accumulate=True)
    assert x.flatten().tolist() == ref
    if len({i % n for i in idx}) == len(idx):  # no repeats: plain writes
        ref = [0] * n
        for i, v in zip(idx, src, strict=False):
            ref[i] = v
        y = torch.zeros(rows, cols, dtype=torch.int64)
        y.put_(torch.tensor(idx, dtype=torch.int64), torch.tensor(src, dtype=torch.int64))
        assert y.flatten().tolist() == ref


@SETTINGS
@given(st.integers(min_value=1, max_value=9), st.integers(min_value=1, max_value=6), st.booleans())
def test_fill_diagonal_positions(rows: int, cols: int, wrap: bool) -> None:
    m = torch.zeros(rows, cols, dtype=torch.int64).fill_diagonal_(1, wrap=wrap)
    n = rows * cols
    if wrap:
        flat = set(range(0, n, cols + 1))
    else:
        flat = {i * cols + i for i in range(min(rows, cols))}
    assert {k for k, v in enumerate(m.flatten().tolist()) if v} == flat


finite = st.floats(min_value=-5, max_value=5, allow_nan=False, allow_infinity=False, width=32)


@SETTINGS
@given(
    st.lists(st.one_of(finite, st.sampled_from([0.0, -0.0, 0.5, -0.5])), min_size=0, max_size=10),
    st.floats(min_value=-2, max_value=2, allow_nan=False, width=32),
)
def test_heaviside_and_hardshrink(values: list[float], v: float) -> None:
    x = torch.tensor(values, dtype=torch.float32)
    h = torch.heaviside(x, torch.tensor(v, dtype=torch.float32)).tolist()
    assert h == [0.0 if a < 0 else (v if a == 0 else 1.0) for a in x.tolist()]
    lam = abs(v)
    s = x.hardshrink(lam).tolist()
    lam32 = torch.tensor(lam, dtype=torch.float32).item()
    assert s == [a if abs(a) > lam32 else 0.0 for a in x.tolist()]


@SETTINGS
@given(
    st.integers(min_value=-10, max_value=10),
    st.integers(min_value=0, max_value=20),
    st.integers(min_value=1, max_value=5),
)
def test_range_length_and_values(start: int, length: int, step: int) -> None:
    end = start + length
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        r = torch.range(start, end, step, dtype=torch.float64).tolist()
    count = math.floor((end - start) / step) + 1
    assert r == [float(start + i * step) for i in range(count)]
