import torch

# points far from the origin but close to each other
x = torch.randn(30, 3) + 1000.0

exact = torch.cdist(x, x, compute_mode="donot_use_mm_for_euclid_dist")
mm = torch.cdist(x, x, compute_mode="use_mm_for_euclid_dist")
default = torch.cdist(x, x)  # P = R = 30 > 25, so the default also takes the mm path

print("exact: max |d - mm| =", (exact - mm).abs().max().item())
print("default == mm:", torch.equal(default, mm))
print("float64 mm: max |d - exact| =",
      (torch.cdist(x.double(), x.double(), compute_mode="use_mm_for_euclid_dist") - exact.double()).abs().max().item())

# with 20 points (both P and R <= 25) the default computes the differences directly
y = x[:20]
print("20 points, default == exact:",
      torch.equal(torch.cdist(y, y), torch.cdist(y, y, compute_mode="donot_use_mm_for_euclid_dist")))

# compute_mode only matters for p=2
print("p=1 ignores compute_mode:",
      torch.equal(torch.cdist(x, x, p=1), torch.cdist(x, x, p=1, compute_mode="use_mm_for_euclid_dist")))
