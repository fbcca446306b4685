import torch

t = torch.arange(6)
print("chunk(4)       :", [p.tolist() for p in t.chunk(4)])          # only 3 chunks
print("tensor_split(4):", [p.tolist() for p in t.tensor_split(4)])   # exactly 4

for n, k in [(6, 3), (6, 4), (5, 4), (7, 3), (10, 4), (2, 5)]:
    ch = [p.numel() for p in torch.arange(n).chunk(k)]
    ts = [p.numel() for p in torch.arange(n).tensor_split(k)]
    print(f"n={n:2} k={k}: chunk -> {len(ch)} pieces {ch}   tensor_split -> {ts}")
