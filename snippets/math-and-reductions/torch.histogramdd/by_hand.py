import torch

pts = torch.rand(200, 2) * torch.tensor([3.0, 1.0])   # x in [0, 3), y in [0, 1)
w = torch.rand(200)
bins, rng = [3, 4], [0.0, 3.0, 0.0, 1.0]               # range is flat: [xmin, xmax, ymin, ymax]
hist, (ex, ey) = torch.histogramdd(pts, bins=bins, range=rng, weight=w)

# by hand: bin index per coordinate (left edge included, last bin also includes its right edge)
def index(v, lo, hi, n):
    k = int((v - lo) / (hi - lo) * n)
    return min(k, n - 1) if lo <= v <= hi else None

ref = torch.zeros(bins)
for (x, y), wi in zip(pts.tolist(), w.tolist()):
    i, j = index(x, 0.0, 3.0, 3), index(y, 0.0, 1.0, 4)
    if i is not None and j is not None:
        ref[i, j] += wi
print("max |hist - by hand| =", (hist - ref).abs().max().item())

# density: divide by the total weight and by each bin's area (width_x * width_y)
dens = torch.histogramdd(pts, bins=bins, range=rng, weight=w, density=True).hist
area = (ex.diff()[:, None] * ey.diff()[None, :])
print("max |density - hist / (total * area)| =", (dens - hist / (hist.sum() * area)).abs().max().item())
print("integral of density:", (dens * area).sum().item())
