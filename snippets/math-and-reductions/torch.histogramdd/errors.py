import numpy as np
import torch

pts = torch.tensor([[0.0, 0.0], [1.0, 1.0]])
tries = {
    "range as pairs": lambda: torch.histogramdd(pts, bins=2, range=[(0.0, 1.0), (0.0, 1.0)]),
    "float16": lambda: torch.histogramdd(pts.half(), bins=2),
    "int64": lambda: torch.histogramdd(pts.long(), bins=2),
    "NaN, no range": lambda: torch.histogramdd(torch.tensor([[float("nan"), 0.0], [1.0, 1.0]]), bins=2),
}
for name, f in tries.items():
    try:
        f()
        print(name, "-> ok")
    except Exception as e:
        print(f"{name} -> {type(e).__name__}: {e}")

# NumPy's histogramdd takes the pairs form
print("numpy with pairs:", np.histogramdd(pts.numpy(), bins=2, range=[(0.0, 1.0), (0.0, 1.0)])[0].tolist())

# with an explicit range, a point with a NaN coordinate is simply not counted
r = torch.histogramdd(torch.tensor([[float("nan"), 0.0], [1.0, 1.0]]), bins=2, range=[0.0, 1.0, 0.0, 1.0])
print("NaN point with range -> total", r.hist.sum().item())
# a dimension where all points are equal gets the range [value - 0.5, value + 0.5]
print("constant x:", torch.histogramdd(torch.tensor([[1.0, 0.0], [1.0, 1.0]]), bins=2).bin_edges[0])
