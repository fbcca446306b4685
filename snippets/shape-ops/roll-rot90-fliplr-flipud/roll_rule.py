import torch

x = torch.arange(10, 16)                       # [10, 11, 12, 13, 14, 15]
for s in (2, -1, 8):
    out = torch.roll(x, s)
    n = x.numel()
    by_hand = torch.tensor([x[(j - s) % n].item() for j in range(n)])
    print(f"shift {s:2d}:", out.tolist(), "| out[j] == x[(j - s) % n]:", torch.equal(out, by_hand))
