import torch

x = torch.tensor([0.1, 1e-8], dtype=torch.float32)
d = x.double()
print("dtype:", d.dtype, "| element_size:", x.element_size(), "->", d.element_size())
print("float32 0.1 widened:", f"{d[0].item():.17f}", "(the float32 rounding error stays)")
print("fresh float64 0.1:  ", f"{torch.tensor(0.1, dtype=torch.float64).item():.17f}")
print("1 + 1e-8 in float32:", (1 + x[1]).item() == 1.0, "| in float64:", (1 + d[1]).item() == 1.0)
print("int64 -> double():", torch.tensor([2**53 + 1]).double().long().item(), "(2**53+1 is not representable)")
