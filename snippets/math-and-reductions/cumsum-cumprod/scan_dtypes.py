import torch

i8 = torch.tensor([100, 100, 100], dtype=torch.int8)
print("cumprod int8             :", i8.cumprod(0), i8.cumprod(0).dtype)
print("cumprod int8, dtype=int8 :", i8.cumprod(0, dtype=torch.int8))
print("cumsum bool              :", torch.tensor([True, False, True]).cumsum(0))

h = torch.full((8,), 10000.0, dtype=torch.float16)
print("cumsum float16           :", h.cumsum(0))
acc, steps = torch.tensor(0.0, dtype=torch.float16), []
for v in h:                  # a float16 running total, rounded after every step
    acc = acc + v
    steps.append(acc.item())
print("float16 step by step     :", steps)
