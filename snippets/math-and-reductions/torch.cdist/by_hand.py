import torch

x1 = torch.randn(4, 3)  # 4 points with 3 features
x2 = torch.randn(5, 3)  # 5 points with 3 features

def by_hand(a, b, p):
    out = torch.empty(a.shape[0], b.shape[0])
    for i in range(a.shape[0]):
        for j in range(b.shape[0]):
            diff = (a[i] - b[j]).abs()
            if p == 0:
                out[i, j] = (diff != 0).sum()          # number of differing features
            elif p == float("inf"):
                out[i, j] = diff.max()
            else:
                out[i, j] = (diff ** p).sum() ** (1 / p)
    return out

for p in [0.0, 0.5, 1.0, 2.0, 3.0, float("inf")]:
    d = torch.cdist(x1, x2, p=p)
    print(f"p={p}: shape {tuple(d.shape)}, max |cdist - loop| = {(d - by_hand(x1, x2, p)).abs().max():.2e}")

print("p=2 distances:\n", torch.cdist(x1, x2))
