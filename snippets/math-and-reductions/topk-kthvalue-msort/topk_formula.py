import torch

g = torch.Generator().manual_seed(0)
x = torch.randn(6, 50, generator=g)
for k in (1, 5, 50):
    r = torch.topk(x, k, dim=1)
    ref = torch.sort(x, dim=1, descending=True).values[:, :k]
    print(f"k={k:2d}: values == sort(desc)[:k]: {torch.equal(r.values, ref)}, "
          f"gather(x, indices) == values: {torch.equal(torch.gather(x, 1, r.indices), r.values)}")
