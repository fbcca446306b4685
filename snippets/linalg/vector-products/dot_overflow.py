import torch

x = torch.tensor([2**30, 2**30], dtype=torch.int32)
y = torch.tensor([4, 4], dtype=torch.int32)
print("int32: true value", 2 * 2**30 * 4, "-> torch.dot", torch.dot(x, y).item())
print("int64:", torch.dot(x.long(), y.long()).item())
u = torch.tensor([200, 200], dtype=torch.uint8)
print("uint8: 200*2 + 200*2 = 800 -> torch.dot", torch.dot(u, torch.tensor([2, 2], dtype=torch.uint8)).item())
h = torch.full((2,), 300.0)
print("float16:", torch.dot(h.half(), h.half()).item(), " float32:", torch.dot(h, h).item(),
      " float16 max:", torch.finfo(torch.float16).max)
print("inf * 0 inside:", torch.dot(torch.tensor([float("inf"), 1.0]), torch.tensor([0.0, 1.0])).item())
