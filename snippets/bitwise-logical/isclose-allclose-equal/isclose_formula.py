import torch

g = torch.Generator().manual_seed(0)
a = torch.randn(10000, dtype=torch.float64, generator=g)
b = a + torch.randn(10000, dtype=torch.float64, generator=g) * 1e-5 * torch.rand(10000, dtype=torch.float64, generator=g) ** 4
for rtol, atol in [(1e-5, 1e-8), (1e-3, 0.0), (0.0, 1e-6)]:
    by_hand = (a - b).abs() <= atol + rtol * b.abs()
    got = torch.isclose(a, b, rtol=rtol, atol=atol)
    print(f"rtol={rtol:g} atol={atol:g}: {int(got.sum())} of 10000 close, equal to by-hand formula: {torch.equal(got, by_hand)}")
print("allclose == isclose(...).all():", torch.allclose(a, b) == bool(torch.isclose(a, b).all()))
