"""Property tests for formulas stated on the gradient clipping and weight init pages.

- clip_grad_norm_ / get_total_norm: N = ||(||g_1||_p, ..., ||g_n||_p)||_p equals the p-norm of all
  entries, and g <- g * min(max_norm / (N + 1e-6), 1)
  (docs/*/reference/nn-layers/gradient-clipping.md)
- clip_grad_value_: g <- min(max(g, -c), c)  (same page)
- fan_in = size(1) * prod(size[2:]), fan_out = size(0) * prod(size[2:]);
  xavier_uniform_ draws from U(-b, b), b = gain * sqrt(6 / (fan_in + fan_out));
  kaiming_uniform_ draws from U(-b, b), b = gain * sqrt(3 / fan), gain = sqrt(2 / (1 + a^2))
  for leaky_relu (docs/*/reference/nn-layers/init-xavier-kaiming.md)

The references are plain Python (math, lists), written independently of torch.
"""

from __future__ import annotations

import math

import torch
from hypothesis import given, settings
from hypothesis import strategies as st

SETTINGS = settings(max_examples=30, deadline=None)

value = st.floats(min_value=-100, max_value=100, allow_nan=False, allow_infinity=False, width=32)


@st.composite
def grads(draw):
    n = draw(st.integers(min_value=1, max_value=4))
    out = []
    for _ in range(n):
        size = draw(st.integers(min_value=1, max_value=6))
        out.append(draw(st.lists(value, min_size=size, max_size=size)))
    return out


def pnorm(values, p):
    if p == math.inf:
        return max(abs(v) for v in values)
    return math.fsum(abs(v) ** p for v in values) ** (1 / p)


@SETTINGS
@given(gs=grads(), p=st.sampled_from([1.0, 2.0, 3.0, math.inf]), max_norm=st.floats(min_value=0.01, max_value=50))
def test_clip_grad_norm_formula(gs, p, max_norm):
    params = []
    for g in gs:
        q = torch.nn.Parameter(torch.zeros(len(g), dtype=torch.float64))
        q.grad = torch.tensor(g, dtype=torch.float64)
        params.append(q)
    flat = [v for g in gs for v in g]
    total_ref = pnorm(flat, p)
    total = torch.nn.utils.clip_grad_norm_(params, max_norm, norm_type=p)
    assert math.isclose(total.item(), total_ref, rel_tol=1e-9, abs_tol=1e-9)
    coef = min(max_norm / (total_ref + 1e-6), 1.0)
    for q, g in zip(params, gs, strict=False):
        for got, v in zip(q.grad.tolist(), g, strict=False):
            assert math.isclose(got, v * coef, rel_tol=1e-9, abs_tol=1e-9)


@SETTINGS
@given(gs=grads(), c=st.floats(min_value=0.0, max_value=50))
def test_clip_grad_value_formula(gs, c):
    params = []
    for g in gs:
        q = torch.nn.Parameter(torch.zeros(len(g), dtype=torch.float64))
        q.grad = torch.tensor(g, dtype=torch.float64)
        params.append(q)
    torch.nn.utils.clip_grad_value_(params, c)
    for q, g in zip(params, gs, strict=False):
        assert q.grad.tolist() == [min(max(v, -c), c) for v in g]


shapes = st.lists(st.integers(min_value=1, max_value=6), min_size=2, max_size=5)


@SETTINGS
@given(shape=shapes, gain=st.floats(min_value=0.1, max_value=3))
def test_xavier_uniform_bound(shape, gain):
    k = math.prod(shape[2:])
    fan_in, fan_out = shape[1] * k, shape[0] * k
    bound = gain * math.sqrt(6 / (fan_in + fan_out))
    w = torch.nn.init.xavier_uniform_(torch.empty(shape, dtype=torch.float64), gain=gain)
    assert w.abs().max().item() <= bound * (1 + 1e-12)


@SETTINGS
@given(shape=shapes, a=st.floats(min_value=0, max_value=3), mode=st.sampled_from(["fan_in", "fan_out"]))
def test_kaiming_uniform_bound(shape, a, mode):
    k = math.prod(shape[2:])
    fan = shape[1] * k if mode == "fan_in" else shape[0] * k
    bound = math.sqrt(2 / (1 + a * a)) * math.sqrt(3 / fan)
    w = torch.nn.init.kaiming_uniform_(torch.empty(shape, dtype=torch.float64), a=a, mode=mode)
    assert w.abs().max().item() <= bound * (1 + 1e-12)
