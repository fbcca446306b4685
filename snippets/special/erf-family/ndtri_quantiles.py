import torch

p = torch.tensor([0.0, 0.025, 0.5, 0.841344746, 0.975, 1.0, -0.1, 1.1])
print("ndtri(p):", torch.special.ndtri(p))

q = torch.linspace(0.001, 0.999, 7, dtype=torch.float64)
print("max |ndtr(ndtri(p)) - p|:", (torch.special.ndtr(torch.special.ndtri(q)) - q).abs().max().item())
icdf = torch.distributions.Normal(0.0, 1.0).icdf(q)
print("close to Normal(0, 1).icdf:", torch.allclose(torch.special.ndtri(q), icdf),
      "| bit-identical:", torch.equal(torch.special.ndtri(q), icdf),
      "| max diff:", (torch.special.ndtri(q) - icdf).abs().max().item())
for dtype in [torch.float16, torch.bfloat16]:
    try:
        torch.special.ndtri(torch.tensor([0.5], dtype=dtype))
    except RuntimeError as e:
        print(dtype, "->", type(e).__name__, e)
