"""Property tests for the split-size formulas stated on the shape-ops pages.

docs/*/reference/shape-ops/splitting.md states, for a dimension of size n:

- torch.split(x, s):        ceil(n / s) pieces, all of size s except the last, n - s * (ceil(n / s) - 1).
- torch.tensor_split(x, k): exactly k pieces; the first (n mod k) have floor(n / k) + 1 elements
                            (= ceil(n / k) when k does not divide n), the rest floor(n / k).
- torch.tensor_split(x, indices): the pieces x[:i0], x[i0:i1], ..., x[i_last:], sliced like Python.
- x.chunk(k):               chunk size c = ceil(n / k), count = ceil(n / c) <= k pieces, all of size c
                            except the last, n - c * (count - 1); for n = 0, k empty pieces.

Each test compares the formula with torch over random sizes.
"""

from __future__ import annotations

import math

import torch
from hypothesis import given, settings
from hypothesis import strategies as st

sizes = st.integers(min_value=1, max_value=200)
parts = st.integers(min_value=1, max_value=50)


def split_rule(n: int, s: int) -> list[int]:
    count = math.ceil(n / s)
    return [s] * (count - 1) + [n - s * (count - 1)]


def tensor_split_rule(n: int, k: int) -> list[int]:
    q, r = divmod(n, k)
    return [q + 1] * r + [q] * (k - r)


def chunk_rule(n: int, k: int) -> list[int]:
    if n == 0:
        return [0] * k
    c = math.ceil(n / k)
    count = math.ceil(n / c)
    return [c] * (count - 1) + [n - c * (count - 1)]


def lengths(pieces: tuple[torch.Tensor, ...] | list[torch.Tensor], dim: int = 0) -> list[int]:
    return [p.shape[dim] for p in pieces]


@settings(max_examples=100, deadline=None)
@given(n=sizes, s=parts)
def test_split_int(n: int, s: int) -> None:
    got = lengths(torch.split(torch.arange(n), s))
    assert got == split_rule(n, s)


@settings(max_examples=100, deadline=None)
@given(n=st.integers(min_value=0, max_value=200), k=parts)
def test_tensor_split_sections(n: int, k: int) -> None:
    got = lengths(torch.tensor_split(torch.arange(n), k))
    rule = tensor_split_rule(n, k)
    assert got == rule
    assert len(got) == k
    # the larger pieces, when there are any, have ceil(n / k) elements
    if n % k:
        assert got[: n % k] == [math.ceil(n / k)] * (n % k)


@settings(max_examples=100, deadline=None)
@given(n=st.integers(min_value=0, max_value=60), cuts=st.lists(st.integers(min_value=0, max_value=80), max_size=6))
def test_tensor_split_indices(n: int, cuts: list[int]) -> None:
    cuts = sorted(cuts)
    x = torch.arange(n)
    got = [p.tolist() for p in torch.tensor_split(x, cuts)]
    bounds = [0, *cuts, n]
    want = [list(range(n))[a:b] for a, b in zip(bounds[:-1], bounds[1:], strict=False)]
    assert got == want


@settings(max_examples=100, deadline=None)
@given(n=st.integers(min_value=0, max_value=200), k=parts)
def test_chunk(n: int, k: int) -> None:
    got = lengths(torch.arange(n).chunk(k))
    rule = chunk_rule(n, k)
    assert got == rule
    assert len(got) <= k
    assert sum(got) == n


@settings(max_examples=100, deadline=None)
@given(n=sizes, k=parts, rows=st.integers(min_value=1, max_value=3))
def test_formulas_hold_along_other_dims(n: int, k: int, rows: int) -> None:
    x = torch.zeros(rows, n)
    assert lengths(x.tensor_split(k, dim=1), 1) == tensor_split_rule(n, k)
    assert lengths(x.chunk(k, dim=1), 1) == chunk_rule(n, k)
    assert lengths(x.split(k, dim=1), 1) == split_rule(n, k)


@settings(max_examples=100, deadline=None)
@given(n=sizes, k=parts)
def test_pieces_are_views(n: int, k: int) -> None:
    x = torch.arange(n)
    ptr = x.untyped_storage().data_ptr()
    for fn in (lambda: x.tensor_split(k), lambda: x.chunk(k), lambda: x.split(k)):
        assert all(p.untyped_storage().data_ptr() == ptr for p in fn())
