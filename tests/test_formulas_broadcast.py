"""The broadcasting rule stated on guides/broadcasting.md, checked against torch.

The guide states the rule as: align the two shapes at their trailing dimension
(missing leading dimensions count as size 1); in each position the sizes must be
equal or one of them must be 1; the result takes the size that is not 1 (which
is the maximum, except that 1 against 0 gives 0).  These property tests compare
that rule with ``torch.broadcast_shapes`` and with real tensor addition, over
random shapes that broadcast and shapes that do not.
"""

from __future__ import annotations

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

MAX_DIMS = 4
SIZES = st.integers(min_value=0, max_value=4)


def rule(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...] | None:
    """The guide's rule; None where the shapes do not broadcast."""
    n = max(len(a), len(b))
    pa = (1,) * (n - len(a)) + a
    pb = (1,) * (n - len(b)) + b
    out = []
    for x, y in zip(pa, pb, strict=False):
        if x == y or y == 1:
            out.append(x)
        elif x == 1:
            out.append(y)
        else:
            return None
    return tuple(out)


shapes = st.lists(SIZES, min_size=0, max_size=MAX_DIMS).map(tuple)


@st.composite
def compatible_pair(draw: st.DrawFn) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Two shapes built to broadcast: each trailing dim is shared, or 1 on one side, or missing."""
    result = draw(st.lists(SIZES, min_size=0, max_size=MAX_DIMS))
    a, b = [], []
    for size in result:
        choice = draw(st.sampled_from(["both", "a1", "b1"]))
        a.append(1 if choice == "a1" else size)
        b.append(1 if choice == "b1" else size)
    cut_a = draw(st.integers(0, len(a)))
    cut_b = draw(st.integers(0, len(b)))
    # dropping leading dims keeps the pair compatible
    return tuple(a[cut_a:]), tuple(b[cut_b:])


def _add_shape(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...] | None:
    try:
        return tuple((torch.zeros(a) + torch.zeros(b)).shape)
    except RuntimeError:
        return None


def _torch_rule(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...] | None:
    try:
        return tuple(torch.broadcast_shapes(a, b))
    except RuntimeError:
        return None


@settings(max_examples=100, deadline=None)
@given(shapes, shapes)
def test_rule_matches_torch_on_random_shapes(a: tuple[int, ...], b: tuple[int, ...]) -> None:
    expected = rule(a, b)
    assert _torch_rule(a, b) == expected
    assert _add_shape(a, b) == expected


@settings(max_examples=100, deadline=None)
@given(compatible_pair())
def test_compatible_shapes_broadcast(pair: tuple[tuple[int, ...], tuple[int, ...]]) -> None:
    a, b = pair
    expected = rule(a, b)
    assert expected is not None
    assert tuple(torch.broadcast_shapes(a, b)) == expected
    assert tuple((torch.zeros(a) + torch.zeros(b)).shape) == expected
    # the result size is the maximum, except 1 against 0, which gives 0
    n = len(expected)
    pa, pb = (1,) * (n - len(a)) + a, (1,) * (n - len(b)) + b
    for x, y, r in zip(pa, pb, expected, strict=False):
        assert r == (0 if 0 in (x, y) else max(x, y))


@settings(max_examples=100, deadline=None)
@given(compatible_pair(), st.integers(0, MAX_DIMS - 1), st.integers(2, 4))
def test_incompatible_shapes_raise(pair: tuple[tuple[int, ...], tuple[int, ...]], where: int, bump: int) -> None:
    a, b = pair
    if not a or not b:
        a, b = a or (2,), b or (3,)
    # make one aligned position disagree, with neither size equal to 1
    k = min(where, len(a), len(b)) or 1
    la, lb = list(a), list(b)
    la[-k] = max(la[-k], 2)
    lb[-k] = la[-k] + bump - 1
    a, b = tuple(la), tuple(lb)
    assert rule(a, b) is None
    with pytest.raises(RuntimeError):
        torch.broadcast_shapes(a, b)
    with pytest.raises(RuntimeError):
        torch.zeros(a) + torch.zeros(b)


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ((5, 3, 4, 1), (3, 1, 1), (5, 3, 4, 1)),
        ((5, 2, 4, 1), (3, 1, 1), None),
        ((), (2, 2), (2, 2)),
        ((0,), (2, 2), None),
        ((2, 1), (0,), (2, 0)),
        ((3, 1), (4,), (3, 4)),
    ],
)
def test_examples_on_the_guide(a: tuple[int, ...], b: tuple[int, ...], expected: tuple[int, ...] | None) -> None:
    assert rule(a, b) == expected
    assert _torch_rule(a, b) == expected
    assert _add_shape(a, b) == expected


def test_in_place_cannot_broadcast_the_left_operand() -> None:
    a = torch.zeros(3, 1)
    with pytest.raises(RuntimeError, match="doesn't match the broadcast shape"):
        a += torch.ones(4)
    b = torch.zeros(3, 4)
    b += torch.ones(4)  # the right operand may broadcast
    assert b.shape == (3, 4)
