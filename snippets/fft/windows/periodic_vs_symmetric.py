import torch

L = 8
sym = torch.hann_window(L, periodic=False)
per = torch.hann_window(L, periodic=True)
print("symmetric: first == last:", sym[0].item() == sym[-1].item(), " reversed == itself:", torch.allclose(sym, sym.flip(0)))
print("periodic : ends", per[0].item(), per[-1].item(), "- one period of a cosine, its copy at index L dropped")

# Overlap-add of shifted copies (hop = L/2), away from the edges
for name, w in (("periodic ", per), ("symmetric", sym)):
    total = torch.zeros(4 * L)
    for start in range(0, 3 * L + 1, L // 2):
        total[start : start + L] += w
    middle = total[L : 3 * L]
    print(f"{name}: overlap-add with hop {L // 2}: min {middle.min().item():.4f}  max {middle.max().item():.4f}")
