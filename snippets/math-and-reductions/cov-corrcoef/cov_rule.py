import torch

x = torch.randn(3, 6, dtype=torch.float64)        # 3 variables (rows), 6 observations (columns)
rows = x.tolist()
n = len(rows[0])

def cov_by_hand(correction):
    means = [sum(r) / n for r in rows]
    return torch.tensor([[sum((a - ma) * (b - mb) for a, b in zip(ra, rb)) / max(0, n - correction)
                          for rb, mb in zip(rows, means)] for ra, ma in zip(rows, means)],
                        dtype=torch.float64)

for correction in (1, 0):
    c = torch.cov(x, correction=correction)
    print(f"correction={correction}: shape {tuple(c.shape)}, max |torch - by hand| =",
          (c - cov_by_hand(correction)).abs().max().item())
print("diagonal == var(dim=1):", torch.allclose(torch.cov(x).diagonal(), x.var(dim=1)))
