import torch

inf = float("inf")
x = torch.tensor([-inf, inf, -1e38 * 10, -0.0])
print("x                :", x)
print("torch.isneginf(x):", torch.isneginf(x), "<- -0.0 is not -inf")
f = torch.tensor([-3.4e38])                       # finite in float32 (max about 3.403e38)
print("float32 -3.4e38  :", f, torch.isneginf(f))
print("as bfloat16      :", f.bfloat16(), torch.isneginf(f.bfloat16()), "(bfloat16 max about 3.390e38)")
